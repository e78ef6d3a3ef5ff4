import type { AttemptAnswers, AttemptSaveOutcome } from '@apex/auth-port';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSaveQueue, type KeptAnswers, type SaveState } from './saveQueue.ts';

const SERVER_TIME = new Date('2024-10-06T06:30:00Z');

function harness(kept: KeptAnswers = { sequence: 0, pending: {}, notCounted: [] }) {
  const sent: { sequence: number; answers: AttemptAnswers }[] = [];
  const states: SaveState[] = [];
  const stored: KeptAnswers[] = [];
  let online = true;
  let failWith: unknown = null;
  const queue = createSaveQueue({
    kept,
    send: async (sequence, answers) => {
      if (failWith !== null) throw failWith;
      sent.push({ sequence, answers });
      const outcome: AttemptSaveOutcome = {
        counted: Object.keys(answers).filter((id) => id !== 'nowhere'),
        notCounted: Object.keys(answers).filter((id) => id === 'nowhere'),
        deadline: SERVER_TIME,
        serverTime: SERVER_TIME,
      };
      return outcome;
    },
    keep: async (next) => {
      stored.push(next);
    },
    isOnline: () => online,
    onState: (state) => states.push(state),
    monotonic: () => Date.now(),
    retryMs: 5000,
  });
  return {
    queue,
    sent,
    states,
    stored,
    goOffline: () => {
      online = false;
    },
    goOnline: () => {
      online = true;
    },
    fail: (error: unknown) => {
      failWith = error;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the save queue', () => {
  it('writes at most once a second, each batch numbered above the last, with the latest answers', async () => {
    const h = harness({ sequence: 4, pending: {}, notCounted: [] });
    h.queue.set('q1', 'a');
    await vi.advanceTimersByTimeAsync(0);
    h.queue.set('q2', 'hel');
    h.queue.set('q2', 'hello');
    h.queue.set('q3', ['a', 'c']);
    await vi.advanceTimersByTimeAsync(500);
    expect(h.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(h.sent).toEqual([
      { sequence: 5, answers: { q1: 'a' } },
      { sequence: 6, answers: { q2: 'hello', q3: ['a', 'c'] } },
    ]);
    expect(h.states.at(-1)).toBe('saved');
  });

  it('keeps answers on the phone while offline and sends them all when the connection returns', async () => {
    const h = harness();
    h.goOffline();
    h.queue.set('q1', 'b');
    h.queue.set('q2', '42');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.sent).toEqual([]);
    expect(h.states.at(-1)).toBe('offline');
    expect(h.stored.at(-1)?.pending).toEqual({ q1: 'b', q2: '42' });

    h.goOnline();
    h.queue.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.sent).toEqual([{ sequence: 1, answers: { q1: 'b', q2: '42' } }]);
    expect(h.states.at(-1)).toBe('saved');
    expect(h.stored.at(-1)).toEqual({ sequence: 1, pending: {}, notCounted: [] });
  });

  it('says offline when the server cannot be reached, and tries again with the same answers', async () => {
    const h = harness();
    h.fail({ code: 'attempt/unavailable' });
    h.queue.set('q1', 'b');
    await vi.advanceTimersByTimeAsync(0);
    expect(h.states.at(-1)).toBe('offline');
    h.fail(null);
    await vi.advanceTimersByTimeAsync(5000);
    expect(h.sent).toEqual([{ sequence: 2, answers: { q1: 'b' } }]);
    expect(h.states.at(-1)).toBe('saved');
  });

  it('starts from what the phone kept: its number and its unsent answers', async () => {
    const h = harness({ sequence: 7, pending: { q9: 'kept' }, notCounted: [] });
    h.queue.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.sent).toEqual([{ sequence: 8, answers: { q9: 'kept' } }]);
  });

  it('lists the answers the server did not count, and every unsent one once the attempt is over', async () => {
    const h = harness();
    h.queue.set('nowhere', 'x');
    await vi.advanceTimersByTimeAsync(0);
    expect(h.queue.notCounted()).toEqual(['nowhere']);

    h.fail({ code: 'attempt/late' });
    h.queue.set('q4', '12');
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.queue.notCounted()).toEqual(['nowhere', 'q4']);
    expect(h.queue.pending()).toEqual({});
    h.queue.set('q5', 'after');
    expect(h.queue.pending()).toEqual({});
  });

  it('flush sends at once, without waiting for the interval', async () => {
    const h = harness();
    h.queue.set('q1', 'a');
    await vi.advanceTimersByTimeAsync(0);
    h.queue.set('q1', 'b');
    await h.queue.flush();
    expect(h.sent.map((batch) => batch.answers)).toEqual([{ q1: 'a' }, { q1: 'b' }]);
  });
});
