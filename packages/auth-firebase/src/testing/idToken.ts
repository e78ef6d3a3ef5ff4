/**
 * Reads the caller's uid from an ID token the Auth emulator issued, for the storage model. Its
 * tokens are unsigned JWTs (alg "none"), exactly what the Storage emulator accepts; the real service verifies
 * Google's signature instead. Issuer, audience and expiry are still checked, so a token for
 * another project or an expired one is refused as the real services would.
 */
export interface TokenClaims {
  readonly uid: string;
  readonly email?: string;
  /** `request.auth.token.email_verified` in the rules. */
  readonly emailVerified: boolean;
  /** `request.auth.token.firebase.sign_in_provider`: `password`, `google.com`… */
  readonly signInProvider?: string;
}

function decodeSegment(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function claimsFromIdToken(
  token: string,
  projectId: string,
  now: number = Date.now(),
): TokenClaims | null {
  const [header, payload] = token.split('.');
  if (header === undefined || payload === undefined) return null;
  const claims = decodeSegment(payload);
  if (!isRecord(claims) || !isRecord(decodeSegment(header))) return null;
  const { sub, aud, iss, exp, email } = claims;
  const emailVerified = claims.email_verified === true;
  if (typeof sub !== 'string' || sub === '') return null;
  if (aud !== projectId || iss !== `https://securetoken.google.com/${projectId}`) return null;
  if (typeof exp !== 'number' || exp * 1000 <= now) return null;
  const provider = isRecord(claims.firebase) ? claims.firebase.sign_in_provider : undefined;
  return {
    uid: sub,
    emailVerified,
    ...(typeof email === 'string' ? { email } : {}),
    ...(typeof provider === 'string' ? { signInProvider: provider } : {}),
  };
}

/** `Authorization: Firebase <token>`, as `firebase/storage` sends it (or `Bearer <token>`). */
export function claimsFromAuthorization(
  header: string | null,
  projectId: string,
): TokenClaims | null {
  const match = /^(?:Bearer|Firebase) (\S+)$/.exec(header ?? '');
  const token = match?.[1];
  return token === undefined ? null : claimsFromIdToken(token, projectId);
}
