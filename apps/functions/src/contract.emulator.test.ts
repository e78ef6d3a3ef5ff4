import { CALLABLE_NAMES } from '@apex/server/contract';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { call, clearCollection, closeAdmin, db } from './testing/emulators.ts';

/**
 * The contract on the Functions emulator (issue 37): every callable the contract names is served
 * under that name, and answers a payload its schema refuses with the contract's typed error,
 * before any work.
 */

beforeEach(() => clearCollection('subscribeCallers'));
afterAll(() => closeAdmin());

describe('the callables’ contract on the emulators', () => {
  it.each(CALLABLE_NAMES)('%s answers a malformed payload with request/invalid', async (name) => {
    for (const data of [null, 'token', { unrelated: true }]) {
      const answer = await call(name, data);
      expect(answer.error).toMatchObject({
        status: 'INVALID_ARGUMENT',
        message: 'request/invalid',
        details: { code: 'request/invalid' },
      });
    }
  });

  it('refuses before any work: a malformed subscribe is not even counted against its caller', async () => {
    const answer = await call('subscribe', {
      email: 'asha@example.com',
      topic: 'newsletter',
      language: 'fr',
    });
    expect(answer.error?.details?.code).toBe('request/invalid');
    expect((await db.collection('subscribeCallers').get()).size).toBe(0);
    // The well-formed call is counted (the check above would pass for a callable doing nothing).
    expect(
      (await call('subscribe', { email: 'asha@example.com', topic: 'newsletter' })).error,
    ).toBeUndefined();
    expect((await db.collection('subscribeCallers').get()).size).toBe(1);
  });

  it('refuses before asking who calls: a malformed publish is invalid, not refused for its caller', async () => {
    const answer = await call('publishResults', { editionId: '2026', rows: 'all of them' });
    expect(answer.error?.details?.code).toBe('request/invalid');
  });
});
