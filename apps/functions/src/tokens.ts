import { createHash, randomBytes } from 'node:crypto';
import { GUARDIAN_TOKEN_BYTES } from '@apex/core';

/** A link's secret, base64url: exactly what `GUARDIAN_TOKEN_BYTES` random bytes encode to. */
const TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((GUARDIAN_TOKEN_BYTES * 4) / 3)}}$`);

export interface GuardianToken {
  /** Goes into the mailed link only; never stored. */
  readonly token: string;
  /** The SHA-256 hex of the token: the id of its `guardianTokens` document. */
  readonly id: string;
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A fresh one-time token: 256 random bits from the operating system's generator. */
export function newGuardianToken(): GuardianToken {
  const token = randomBytes(GUARDIAN_TOKEN_BYTES).toString('base64url');
  return { token, id: sha256Hex(token) };
}

/**
 * The document id a token from a link names, or null when it cannot be one of ours (so a
 * malformed link is "unknown" without a database read, and no caller-chosen path is ever read).
 */
export function guardianTokenId(token: unknown): string | null {
  return typeof token === 'string' && TOKEN_PATTERN.test(token) ? sha256Hex(token) : null;
}
