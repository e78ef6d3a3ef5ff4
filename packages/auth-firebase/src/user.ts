import type { AuthUser } from '@apex/auth-port';
import type { User } from 'firebase/auth';

/** Copies the fields the port knows, so no Firebase `User` object crosses the port. */
export function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
  };
}
