import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The outbox keeps no secrets, and neither do the logs (issue 38): no log call of the shipped
 * functions names a token, a mail's text or a child's or guardian's details. The command-line
 * tools an organiser runs on their own machine (`*Command.ts`) print to their terminal, not to
 * Cloud Logging, and are left out.
 */
const SOURCE = dirname(fileURLToPath(import.meta.url));
const LOG_CALL = /\b(?:logger|console)\.(?:log|info|warn|error|debug|write)\(([^;]*?)\);/gs;
const SECRET = /token|candidateName|guardianName|guardianEmail|schoolName|message|\btext\b|mail\b/i;

function shippedSources(): string[] {
  return readdirSync(SOURCE)
    .filter(
      (name) => name.endsWith('.ts') && !name.includes('.test.') && !name.endsWith('Command.ts'),
    )
    .map((name) => join(SOURCE, name));
}

describe('the functions’ logs', () => {
  it('carry no token, mail text or child’s details', () => {
    const calls = shippedSources().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(LOG_CALL)].map((match) => match[1] ?? ''),
    );
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((argumentsText) => SECRET.test(argumentsText))).toEqual([]);
  });

  it('would catch a log call that names a token', () => {
    const offending = "logger.info('sent', { token: request.token });";
    expect([...offending.matchAll(LOG_CALL)].map((match) => SECRET.test(match[1] ?? ''))).toEqual([
      true,
    ]);
  });
});
