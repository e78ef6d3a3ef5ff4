import type { AccountRole, AuthUser, SignInProvider } from '@apex/auth-port';
import type { User } from 'firebase/auth';

/** Firebase's provider ids of the ways to sign in that the site offers. */
const PROVIDERS: Readonly<Record<string, SignInProvider>> = {
  password: 'password',
  'google.com': 'google',
};

/** The roles in an ID token's custom claims (set with the Admin SDK: apps/functions `organiser`). */
export function rolesOf(claims: Readonly<Record<string, unknown>>): AccountRole[] {
  return claims.organiser === true ? ['organiser'] : [];
}

/**
 * Copies the fields the port knows, so no Firebase `User` object crosses the port. The roles come
 * from the ID token's claims (the token in hand: a claim granted since shows after the next
 * sign-in or token refresh).
 */
export async function toAuthUser(user: User): Promise<AuthUser> {
  const { claims } = await user.getIdTokenResult();
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    providers: user.providerData.flatMap(({ providerId }) => PROVIDERS[providerId] ?? []),
    roles: rolesOf(claims),
  };
}
