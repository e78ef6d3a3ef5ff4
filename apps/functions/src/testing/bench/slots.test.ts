import { describe, expect, it } from 'vitest';
import { slots } from './slots.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('slots', () => {
  it('runs at most the limit at once, every task in the order it came, and passes results on', async () => {
    const run = slots(2);
    let running = 0;
    let most = 0;
    const began: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        run(async () => {
          began.push(index);
          running += 1;
          most = Math.max(most, running);
          await tick();
          running -= 1;
          return index * 10;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(began).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60]);
  });

  it('frees the slot of a task that fails', async () => {
    const run = slots(1);
    await expect(run(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await run(async () => 'next')).toBe('next');
  });
});
