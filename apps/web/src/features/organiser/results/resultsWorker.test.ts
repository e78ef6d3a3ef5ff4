import { registrationNumberFromDigest } from '@apex/core';
import { describe, expect, it } from 'vitest';
import { answerRequest } from './resultsWorker.ts';

const numberFor = (seed: number) =>
  registrationNumberFromDigest(new Uint8Array(32).map((_, index) => (seed * 53 + index) % 256));

describe('the results worker', () => {
  it('checks the rows against the numbers and statuses it is sent, naming each problem', async () => {
    const [confirmed, awaiting, unknown] = [numberFor(1), numberFor(2), numberFor(3)];
    const row = (line: number, registrationNumber: string, score: string) => ({
      line,
      registrationNumber,
      score,
      maxMarks: '40',
    });

    const checked = await answerRequest({
      kind: 'check',
      rows: [
        row(2, confirmed, '36'),
        row(3, awaiting, '20'),
        row(4, unknown, '10'),
        row(5, confirmed.toLowerCase(), '30'),
        row(6, numberFor(4), '50'),
      ],
      registrations: new Map([
        [confirmed, { guardianStatus: 'confirmed' as const }],
        [awaiting, { guardianStatus: 'awaiting-guardian' as const }],
        [numberFor(4), { guardianStatus: 'confirmed' as const }],
      ]),
    });

    expect(Array.isArray(checked) && checked.map((entry) => entry.problems)).toEqual([
      [],
      ['guardian-not-confirmed'],
      ['unknown-number'],
      ['duplicate'],
      ['score-out-of-range'],
    ]);
    expect(Array.isArray(checked) && checked[0]?.scorePercent).toBe(90);
  });
});
