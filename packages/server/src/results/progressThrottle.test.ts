import { describe, expect, it } from 'vitest';
import { PROGRESS_WRITE_EVERY_MS, progressThrottle } from './progressThrottle.ts';

/** A clock the test moves, and the writes made with the time each began. */
function harness() {
  let time = 0;
  const writes: { at: number; written: number }[] = [];
  const throttle = progressThrottle(
    async (written) => {
      writes.push({ at: time, written });
    },
    () => time,
  );
  return { throttle, writes, advance: (ms: number) => (time += ms) };
}

describe('progressThrottle', () => {
  it('writes at most once a second however often batches finish, losing no count', async () => {
    const { throttle, writes, advance } = harness();
    // 603 batches of 166 over 500 s: ~1.2 a second, as at 100,000 results.
    for (let batch = 0; batch < 603; batch += 1) {
      await throttle.add(166);
      advance(829);
    }
    const left = await throttle.pending();

    for (let index = 1; index < writes.length; index += 1) {
      const gap = (writes[index]?.at ?? 0) - (writes[index - 1]?.at ?? 0);
      expect(gap).toBeGreaterThanOrEqual(PROGRESS_WRITE_EVERY_MS);
    }
    expect(writes.length).toBeLessThanOrEqual(Math.ceil((603 * 829) / PROGRESS_WRITE_EVERY_MS));
    expect(writes.reduce((sum, write) => sum + write.written, 0) + left).toBe(603 * 166);
  });

  it('writes the first count at once, then carries what comes within the second', async () => {
    const { throttle, writes, advance } = harness();
    await throttle.add(10);
    await throttle.add(20);
    advance(999);
    await throttle.add(30);
    expect(writes).toEqual([{ at: 0, written: 10 }]);
    advance(1);
    await throttle.add(5);
    expect(writes).toEqual([
      { at: 0, written: 10 },
      { at: 1000, written: 55 },
    ]);
    expect(await throttle.pending()).toBe(0);
  });

  it('starts no second write while one is in flight, and hands the rest to the last write', async () => {
    let time = 0;
    let release = () => {};
    const started: number[] = [];
    const throttle = progressThrottle(
      (written) => {
        started.push(written);
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      () => time,
    );
    const first = throttle.add(1);
    time = 5000;
    await throttle.add(2);
    expect(started).toEqual([1]);
    const left = throttle.pending();
    release();
    await first;
    expect(await left).toBe(2);
  });
});
