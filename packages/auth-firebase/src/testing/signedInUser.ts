import type { IdTokenResult, User } from 'firebase/auth';

/**
 * A signed-in user as the adapter's services see it, whose ID token carries `claims`; a token it
 * cannot read is an `Error` given instead, thrown when the token is asked for.
 */
export function userWithClaims(
  claims: Record<string, unknown> | Error,
): Pick<User, 'getIdTokenResult'> {
  return {
    async getIdTokenResult(): Promise<IdTokenResult> {
      if (claims instanceof Error) throw claims;
      return {
        token: 'token',
        authTime: '',
        issuedAtTime: '',
        expirationTime: '',
        signInProvider: 'password',
        signInSecondFactor: null,
        claims,
      };
    },
  };
}
