import { EDITION_2024 } from '@apex/core';
import { describe, expect, it } from 'vitest';
import { BETWEEN_BATCHES, BUILT_IN_EDITION, IN_BATCH } from '../testing/attemptEdition.ts';
import { storedPaper } from '../testing/storedPaper.ts';
import { attemptPaper, decideStart, type StartFacts } from './start.ts';

const paper = storedPaper();
const facts = (changes: Partial<StartFacts> = {}): StartFacts => ({
  editions: [BUILT_IN_EDITION],
  editionId: '2024',
  uid: 'asha',
  registration: { grade: paper.grade, guardianConfirmed: true },
  attempt: null,
  paper,
  extraMinutes: 0,
  now: IN_BATCH,
  ...changes,
});

describe('starting an attempt', () => {
  it("starts at the server's time, with a deadline the paper's minutes later", () => {
    const decision = decideStart(facts());
    expect(decision).toEqual({
      kind: 'start',
      attempt: {
        attemptId: '2024:asha',
        paperId: paper.id,
        grade: paper.grade,
        startedAt: IN_BATCH.getTime(),
        deadline: IN_BATCH.getTime() + paper.minutes * 60_000,
        status: 'open',
        closedAt: null,
        closedBy: null,
      },
    });
  });

  it('adds the extra time the organiser granted to the deadline', () => {
    const decision = decideStart(facts({ extraMinutes: 10 }));
    if (decision.kind !== 'start') throw new Error(decision.kind);
    expect(decision.attempt.deadline - decision.attempt.startedAt).toBe(
      (paper.minutes + 10) * 60_000,
    );
  });

  it('resumes the one attempt a registration has, whenever it is asked again', () => {
    const first = decideStart(facts());
    if (first.kind !== 'start') throw new Error(first.kind);
    const later = new Date(IN_BATCH.getTime() + 5 * 60_000);
    expect(decideStart(facts({ attempt: first.attempt, now: later }))).toEqual({
      kind: 'resume',
      attempt: first.attempt,
    });
    // Even after the batch's last day: the attempt's own deadline rules it.
    expect(decideStart(facts({ attempt: first.attempt, now: BETWEEN_BATCHES })).kind).toBe(
      'resume',
    );
  });

  it.each([
    ['an edition nobody lists', facts({ editionId: '2099' }), 'registration/unknown-edition'],
    ['no registration', facts({ registration: null }), 'attempt/not-registered'],
    [
      'a guardian who has not confirmed',
      facts({ registration: { grade: paper.grade, guardianConfirmed: false } }),
      'attempt/not-confirmed',
    ],
    ['a grade with an external link', facts({ editions: [EDITION_2024] }), 'attempt/no-test'],
    ['a day between batches', facts({ now: BETWEEN_BATCHES }), 'attempt/outside-batch'],
    [
      'a day before the first batch',
      facts({ now: new Date('2024-10-04T23:59:00+05:30') }),
      'attempt/outside-batch',
    ],
    ['no paper assigned', facts({ paper: null }), 'attempt/no-test'],
    ['a paper for another grade', facts({ paper: { ...paper, grade: 9 } }), 'attempt/no-test'],
  ] as const)('refuses %s', (_, given, code) => {
    expect(decideStart(given)).toEqual({ kind: 'refused', code });
  });

  it("starts on the batch's first and last Indian day, by India's midnight", () => {
    expect(decideStart(facts({ now: new Date('2024-10-05T00:00:00+05:30') })).kind).toBe('start');
    expect(decideStart(facts({ now: new Date('2024-10-15T23:59:00+05:30') })).kind).toBe('start');
  });

  it("shows the paper without keys, in the order the attempt's id draws, the same on every resume", () => {
    const decision = decideStart(facts());
    if (decision.kind !== 'start') throw new Error(decision.kind);
    const shown = attemptPaper(paper, decision.attempt);
    expect(JSON.stringify(shown)).not.toContain('"answer"');
    expect(attemptPaper(paper, decision.attempt)).toEqual(shown);
  });
});
