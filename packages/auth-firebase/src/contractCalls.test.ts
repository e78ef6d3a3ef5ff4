import { readdirSync, readFileSync } from 'node:fs';
import { BACKEND_ERROR_CODES } from '@apex/auth-port';
import { isKnownErrorCode } from '@apex/core';
import { CALLABLE_NAMES, CALLABLES } from '@apex/server/contract';
import { describe, expect, it } from 'vitest';

/**
 * The adapter's half of "Adding a server function" (docs/architecture.md): every callable of the
 * contract is called by one of the adapter's services (through `call`, which takes only a contract
 * name and its typed request), and every code it refuses with reaches the UI as a port code the
 * catalogs have words for. The functions' half: apps/functions/src/addingAServerFunction.test.ts.
 */

const here = new URL('.', import.meta.url);
/** The adapter's shipped files (not its tests, not the caller itself), by name. */
const sources = Object.fromEntries(
  readdirSync(here)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'callables.ts')
    .map((file) => [file, readFileSync(new URL(file, here), 'utf8')]),
);

describe.each(CALLABLE_NAMES)('the callable %s', (name) => {
  it('is called by a service of the adapter', () => {
    const callers = Object.keys(sources).filter((path) => sources[path]?.includes(`'${name}'`));
    expect(callers, `no service calls '${name}'`).not.toEqual([]);
  });

  it('refuses only with port codes the UI has words for', () => {
    for (const code of CALLABLES[name].refuses) {
      expect(BACKEND_ERROR_CODES).toContain(code);
      expect(isKnownErrorCode(code), code).toBe(true);
    }
  });
});
