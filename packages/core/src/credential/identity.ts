import { normalizeEmail } from '../email.ts';

/** An Open Badges 3.0 IdentityObject: who the credential is about, the email hashed. */
export interface IdentityObject {
  readonly type: 'IdentityObject';
  readonly identityType: 'name' | 'emailAddress';
  readonly hashed: boolean;
  /** `sha256$<hex>` when hashed, else the plain value. */
  readonly identityHash: string;
  readonly salt?: string;
}

/** The Web Crypto and encoding @apex/core needs, typed here (its lib has no DOM or Node types). */
interface WebPlatform {
  readonly crypto: {
    readonly subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> };
  };
  readonly TextEncoder: new () => { encode(text: string): Uint8Array };
}

function platform(): WebPlatform {
  // Node 20 and every browser the site supports have both as globals.
  return globalThis as unknown as WebPlatform;
}

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `sha256$` and the hex SHA-256 of `value + salt` (UTF-8), as the standard's IdentityHash reads. */
export async function identityHash(value: string, salt: string): Promise<string> {
  const { crypto, TextEncoder } = platform();
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value + salt));
  return `sha256$${hex(digest)}`;
}

/**
 * The guardian's email as the credential carries it: salted and hashed, never in clear. Whoever
 * knows the address (a school the family shows it to) can check it; nobody can read it out. The
 * address is normalised (trimmed, lower case) first, so the check does not depend on its spelling.
 * `salt` is random per credential (the issuer makes it), so two credentials of one family do not
 * share a hash.
 */
export async function hashedEmailIdentity(email: string, salt: string): Promise<IdentityObject> {
  return {
    type: 'IdentityObject',
    identityType: 'emailAddress',
    hashed: true,
    identityHash: await identityHash(normalizeEmail(email), salt),
    salt,
  };
}
