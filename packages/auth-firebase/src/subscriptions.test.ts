import { BackendError } from '@apex/auth-port';
import { FunctionsError } from 'firebase/functions';
import { describe, expect, it, vi } from 'vitest';
import { callThrough, type Transport } from './callables.ts';
import { createSubscriptionService } from './subscriptions.ts';

/** The lists on Firebase: what the adapter sends to the functions' callables, and believes. */
async function codeOf(pending: Promise<unknown>): Promise<string> {
  const error = await pending.then(
    () => null,
    (caught: unknown) => caught,
  );
  return error instanceof BackendError ? error.code : String(error);
}

const answering = (result: unknown) => vi.fn<Transport>(async () => result);

describe('the subscription service on Firebase', () => {
  it('subscribes through the `subscribe` callable, the address normalised, with the language', async () => {
    const call = answering({ ok: true });
    await createSubscriptionService(callThrough(call)).subscribe(
      '  Asha@Example.COM ',
      'newsletter',
      'hi',
    );
    expect(call).toHaveBeenCalledWith(
      'subscribe',
      { email: 'asha@example.com', topic: 'newsletter', language: 'hi' },
      undefined,
    );
  });

  it('refuses a malformed address or an unknown topic without a call', async () => {
    const call = answering({ ok: true });
    const service = createSubscriptionService(callThrough(call));
    expect(await codeOf(service.subscribe('asha@example', 'newsletter', 'en'))).toBe(
      'subscription/invalid-email',
    );
    const unknownTopic = String('weekly') as 'newsletter';
    expect(await codeOf(service.subscribe('asha@example.com', unknownTopic, 'en'))).toBe(
      'subscription/invalid-topic',
    );
    expect(call).not.toHaveBeenCalled();
  });

  it('confirms and unsubscribes through their callables, answering the list', async () => {
    const call = answering({ topic: 'next-edition' });
    const service = createSubscriptionService(callThrough(call));
    await expect(service.confirm('tok-1')).resolves.toEqual({ topic: 'next-edition' });
    await expect(service.unsubscribe('tok-2')).resolves.toEqual({ topic: 'next-edition' });
    expect(call.mock.calls.map(([name, data]) => [name, data])).toEqual([
      ['confirmSubscription', { token: 'tok-1' }],
      ['unsubscribe', { token: 'tok-2' }],
    ]);
  });

  it('calls an empty link unknown without a call, and does not believe an answer without a list', async () => {
    const service = createSubscriptionService(callThrough(answering({ topic: 'weekly' })));
    expect(await codeOf(service.confirm(''))).toBe('subscription/link-unknown');
    expect(await codeOf(service.unsubscribe(''))).toBe('subscription/link-unknown');
    expect(await codeOf(service.confirm('tok'))).toBe('subscription/unavailable');
  });

  it('passes on the server’s refusals as they come', async () => {
    // apps/functions answers resource-exhausted with the contract's code in `details`.
    const refused = vi.fn<Transport>(async () => {
      throw new FunctionsError('resource-exhausted', 'subscription/rate-limited', {
        code: 'subscription/rate-limited',
      });
    });
    expect(
      await codeOf(
        createSubscriptionService(callThrough(refused)).subscribe(
          'a@example.com',
          'newsletter',
          'en',
        ),
      ),
    ).toBe('subscription/rate-limited');
  });
});
