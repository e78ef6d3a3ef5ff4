import { describe, expect, it } from 'vitest';
import { nextTask } from './nextTask.ts';

describe('nextTask', () => {
  it('resolves after the tasks already queued, not in a microtask of the current one', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    queueMicrotask(() => order.push('microtask'));
    const waiting = nextTask().then(() => order.push('after nextTask'));
    await Promise.resolve();
    expect(order).toEqual(['microtask']);
    await waiting;
    expect(order).toEqual(['microtask', 'task queued before', 'after nextTask']);
  });
});
