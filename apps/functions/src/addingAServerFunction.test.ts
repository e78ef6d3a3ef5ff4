import { CALLABLE_NAMES } from '@apex/server/contract';
import { type CallableRequest, HttpsError } from 'firebase-functions/https';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as functions from './index.ts';

/**
 * The recipe of docs/architecture.md ("Adding a server function"): an entry in the contract
 * (@apex/server/contract), the function served under its name with `contractCallable`, and the
 * adapter's call. This holds the functions to the contract, for every entry; the Firebase
 * adapter's side is src/contractCalls.test.ts there.
 */

const exported: Readonly<Record<string, unknown>> = functions;

// The v1 account trigger describes itself for a project only (a demo one here: nothing deploys).
beforeAll(() => vi.stubEnv('GCLOUD_PROJECT', 'demo-apex'));
afterAll(() => vi.unstubAllEnvs());

/** What firebase-functions tells the deploy about an export: a callable has a callableTrigger. */
function isCallable(value: unknown): boolean {
  if (typeof value !== 'function' || !('__endpoint' in value)) return false;
  const endpoint: unknown = value.__endpoint;
  return typeof endpoint === 'object' && endpoint !== null && 'callableTrigger' in endpoint;
}

function malformedCall(): CallableRequest<unknown> {
  const rawRequest = { ip: '192.0.2.1' } as CallableRequest['rawRequest'];
  return { data: { unrelated: true }, rawRequest, acceptsStreaming: false };
}

describe('the functions’ callables', () => {
  it('are exactly the contract’s: no callable is served outside it', () => {
    const callables = Object.keys(exported).filter((name) => isCallable(exported[name]));
    expect(callables.sort()).toEqual([...CALLABLE_NAMES].sort());
  });
});

describe.each(CALLABLE_NAMES)('the callable %s', (name) => {
  it('is exported under its contract name and refuses a payload outside its schema before work', async () => {
    const callable = exported[name];
    expect(isCallable(callable)).toBe(true);
    const run: unknown = typeof callable === 'function' && 'run' in callable ? callable.run : null;
    if (typeof run !== 'function') throw new Error(`${name} has no run()`);
    const failure: unknown = await Promise.resolve(run(malformedCall())).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(failure).toBeInstanceOf(HttpsError);
    expect(failure).toMatchObject({ details: { code: 'request/invalid' } });
  });
});
