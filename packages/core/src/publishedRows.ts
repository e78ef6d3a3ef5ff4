import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** A results row as the console publishes it: the registration number and the score. */
export interface DigestedResultRow {
  readonly registrationNumber: string;
  readonly scorePercent: number;
}

/**
 * One fingerprint of a publish's rows, whatever their order (issue 42): the server keeps the last
 * finished publish's in `publishRuns/{edition}`, and the console compares its own rows' with it,
 * so after a reload Publish stays off when the same file would publish nothing new. SHA-256 of
 * the rows sorted by number, each `number<TAB>score`, one a line; hex.
 */
export function publishedRowsDigest(rows: readonly DigestedResultRow[]): string {
  const lines = rows
    .map((row) => `${row.registrationNumber}\t${row.scorePercent}`)
    // By UTF-16 code units, the same in every JavaScript engine.
    .sort();
  return bytesToHex(sha256(utf8ToBytes(lines.join('\n'))));
}
