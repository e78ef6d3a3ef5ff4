import type { PublishRow } from '@apex/server';
import { HttpsError } from 'firebase-functions/https';

/** At most this many rows in one call (a callable's request is at most 10 MB). */
export const MAX_PUBLISH_ROWS = 200_000;

/** The callable's `rows`, refused as `invalid-argument` unless each is a number and a score. */
export function publishRowsOf(value: unknown): PublishRow[] {
  if (!Array.isArray(value) || value.length > MAX_PUBLISH_ROWS) {
    throw new HttpsError('invalid-argument', `rows is a list of at most ${MAX_PUBLISH_ROWS}`);
  }
  return value.map((row: unknown) => {
    const fields = typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {};
    const { registrationNumber, scorePercent } = fields;
    if (typeof registrationNumber !== 'string' || typeof scorePercent !== 'number') {
      throw new HttpsError('invalid-argument', 'each row is { registrationNumber, scorePercent }');
    }
    return { registrationNumber, scorePercent };
  });
}
