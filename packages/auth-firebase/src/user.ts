import type { AuthUser, SignInProvider } from '@apex/auth-port';
import type { User } from 'firebase/auth';

/** Firebase's provider ids of the ways to sign in that the site offers. */
const PROVIDERS: Readonly<Record<string, SignInProvider>> = {
  password: 'password',
  'google.com': 'google',
};

/** Copies the fields the port knows, so no Firebase `User` object crosses the port. */
export function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    providers: user.providerData.flatMap(({ providerId }) => PROVIDERS[providerId] ?? []),
    // The organiser claim is read from the ID token by the server half of issue 29.
    roles: [],
  };
}
