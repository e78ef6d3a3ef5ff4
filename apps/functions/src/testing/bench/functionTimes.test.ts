import { describe, expect, it } from 'vitest';
import { describeFunctionTimes, functionTimes } from './functionTimes.ts';

const log = [
  'i  functions: Finished "asia-south1-saveAnswers" in 900.5ms',
  'load: 2 attempts, each start -> 1 saves',
  'i  functions: Beginning execution of "asia-south1-saveAnswers"',
  'i  functions: Finished "asia-south1-saveAnswers" in 35.721601ms',
  'i  functions: Finished "asia-south1-startAttempt" in 120ms',
  'i  functions: Finished "asia-south1-saveAnswers" in 12.5ms',
  '  attempts: 2, at most 2 open at once',
  'i  functions: Finished "asia-south1-saveAnswers" in 700ms',
].join('\n');

describe('the functions’ own times from the emulator’s log', () => {
  it('takes each function’s times of the load run only', () => {
    expect(functionTimes(log)).toEqual(
      new Map([
        ['saveAnswers', [35.721601, 12.5]],
        ['startAttempt', [120]],
      ]),
    );
    expect(describeFunctionTimes(log)[0]).toBe(
      'saveAnswers, inside the function: p50 13 ms, p95 36 ms, p99 36 ms, max 36 ms (n = 2)',
    );
  });
});
