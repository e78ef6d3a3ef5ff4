import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const created = vi.hoisted(() => ({ count: 0 }));

vi.mock('@apex/auth-memory', () => ({
  createMemoryBackend: () => {
    created.count += 1;
    return { kind: 'memory backend' };
  },
}));

const { selectBackend } = await import('./selectBackend.ts');

describe('selectBackend', () => {
  beforeEach(() => {
    created.count = 0;
    vi.useFakeTimers({ toFake: ['setTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('creates the backend in a later task than the one that loaded its code', async () => {
    const pending = selectBackend();
    // Let the adapter's code load (real I/O, not timers) until selectBackend creates or waits.
    for (let turn = 0; turn < 500 && created.count === 0 && vi.getTimerCount() === 0; turn += 1) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(created.count).toBe(0);
    expect(vi.getTimerCount()).toBe(1);

    await vi.runAllTimersAsync();
    await expect(pending).resolves.toEqual({ kind: 'memory backend' });
    expect(created.count).toBe(1);
  });
});
