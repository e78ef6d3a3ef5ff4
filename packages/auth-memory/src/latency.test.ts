import { BACKEND_READ_TIMEOUT_MS, isBackendError } from '@apex/auth-port';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBackend } from './createMemoryBackend.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Records when a promise settles, without awaiting it. */
function track(promise: Promise<unknown>): { settled: () => boolean } {
  let settled = false;
  promise.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  return { settled: () => settled };
}

describe('latency', () => {
  it('delays each call by latencyMs', async () => {
    const backend = createMemoryBackend({ latencyMs: 800 });

    const call = track(backend.auth.signOut());
    await vi.advanceTimersByTimeAsync(799);
    expect(call.settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call.settled()).toBe(true);
  });

  it('delays failures too, so busy states show before an error', async () => {
    const backend = createMemoryBackend({ latencyMs: 300 });
    backend.controls.failNext('auth.signOut', 'auth/network-request-failed');

    const call = track(backend.auth.signOut().catch(() => undefined));
    await vi.advanceTimersByTimeAsync(299);
    expect(call.settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call.settled()).toBe(true);
  });

  it('can be changed while running', async () => {
    const backend = createMemoryBackend({ latencyMs: 1000 });
    backend.controls.setLatency(0);

    const call = track(backend.auth.signOut());
    await vi.advanceTimersByTimeAsync(0);
    expect(call.settled()).toBe(true);
  });
});

describe('bounded reads (issue 30)', () => {
  it.each([
    ['profiles', 'profile/timeout'],
    ['registrations', 'registration/timeout'],
    ['guardian', 'guardian/timeout'],
  ] as const)(
    'gives up on a stalled %s read with %s after the read deadline',
    async (service, code) => {
      const backend = createMemoryBackend({ latencyMs: 10 * BACKEND_READ_TIMEOUT_MS });
      const read =
        service === 'profiles'
          ? backend.profiles.read('uid')
          : service === 'registrations'
            ? backend.registrations.read('uid', '2024')
            : backend.guardian.describe('token');
      const outcome = read.then(
        () => 'resolved',
        (error: unknown) => (isBackendError(error) ? error.code : 'other'),
      );

      await vi.advanceTimersByTimeAsync(BACKEND_READ_TIMEOUT_MS);

      expect(await outcome).toBe(code);
    },
  );
});
