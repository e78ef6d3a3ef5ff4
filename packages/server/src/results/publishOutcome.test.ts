import { describe, expect, it } from 'vitest';
import { publishOutcome } from './publish.ts';

describe('what a publish tells the organiser (issue 42)', () => {
  it('counts new results as added, changed ones as corrected (both mailed now, issue 38), the rest unchanged', () => {
    expect(
      publishOutcome({
        total: 5,
        writes: [{ certificateId: null }, { certificateId: null }, { certificateId: 'kept' }],
      }),
    ).toEqual({
      published: 5,
      certificates: 5,
      mailed: 5,
      added: 2,
      corrected: 1,
      unchanged: 2,
      mailedNow: 3,
    });
  });

  it('says nothing new was sent when every result was already published so', () => {
    expect(publishOutcome({ total: 3, writes: [] })).toMatchObject({
      added: 0,
      corrected: 0,
      unchanged: 3,
      mailedNow: 0,
    });
  });
});
