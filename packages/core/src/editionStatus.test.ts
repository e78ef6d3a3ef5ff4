import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { examStatus, nextBatch, testPeriod } from './editionStatus.ts';
import { EDITION_2024, type ExamEdition } from './editions.ts';

/** A made-up next edition, to show how the phases run on from one edition to the next. */
const EDITION_2025: ExamEdition = {
  id: '2025',
  name: 'October 2025',
  registration: { start: '2025-09-01', end: '2025-10-20' },
  batches: [{ name: 'Batch 1', start: '2025-10-04', end: '2025-10-20' }],
  offer: { originalPriceRupees: 299, freeUntil: '2025-09-30' },
  tests: [],
  dataDeleteBy: '2026-10-20',
};

const ist = (local: string) => Date.parse(`${local}+05:30`);
const at2024 = (local: string) => examStatus([EDITION_2024], ist(local));

describe('examStatus with the 2024 edition only', () => {
  it('is announced before registration opens, and says when it will', () => {
    const status = at2024('2024-08-31T23:59:59');
    expect(status.phase).toBe('announced');
    expect(status.edition).toBe(EDITION_2024);
    expect(status.nextChange).toEqual({ day: '2024-09-01', at: ist('2024-09-01T00:00:00') });
  });

  it('has registration open from 1st September until the first batch starts', () => {
    expect(at2024('2024-09-01T00:00:00').phase).toBe('registration-open');
    const eve = at2024('2024-10-04T23:59:59');
    expect(eve.phase).toBe('registration-open');
    expect(eve.nextChange?.day).toBe('2024-10-05');
  });

  it('is live during each batch, and between the batches says the next one is to come (issue 39)', () => {
    for (const local of ['2024-10-05T00:00:00', '2024-10-15T23:59:59']) {
      const status = at2024(local);
      expect(status.phase).toBe('live');
      expect(status.nextChange).toEqual({ day: '2024-10-16', at: ist('2024-10-16T00:00:00') });
    }
    const between = at2024('2024-10-16T12:00:00');
    expect(between.phase).toBe('between-batches');
    expect(between.nextChange).toEqual({ day: '2024-10-17', at: ist('2024-10-17T00:00:00') });
    expect(nextBatch(between)).toEqual({ batch: EDITION_2024.batches[1], number: 2 });
    expect(nextBatch(at2024('2024-10-06T12:00:00'))).toBeUndefined();
    const noneUpcoming = {
      ...between,
      batches: between.batches.map((entry) => ({ ...entry, progress: 'past' as const })),
    };
    expect(nextBatch(noneUpcoming)).toBeUndefined();
    for (const local of ['2024-10-17T00:00:00', '2024-10-25T23:59:59']) {
      const status = at2024(local);
      expect(status.phase).toBe('live');
      expect(status.nextChange).toEqual({ day: '2024-10-26', at: ist('2024-10-26T00:00:00') });
    }
  });

  it('is closed from the first minute after Batch 2, with no next change known', () => {
    const status = at2024('2024-10-26T00:00:00');
    expect(status.phase).toBe('closed');
    expect(status.edition).toBe(EDITION_2024);
    expect(status.nextChange).toBeUndefined();
    expect(status.offerRunning).toBe(false);
    expect(examStatus([EDITION_2024], Date.parse('2026-11-23T09:00:00Z')).phase).toBe('closed');
  });

  it('marks the batches past, in progress or upcoming on the Indian day', () => {
    const progress = (local: string) => at2024(local).batches.map((batch) => batch.progress);
    expect(progress('2024-09-15T12:00:00')).toEqual(['upcoming', 'upcoming']);
    expect(progress('2024-10-15T23:59:00')).toEqual(['in-progress', 'upcoming']);
    expect(progress('2024-10-16T00:00:00')).toEqual(['past', 'upcoming']);
    expect(progress('2024-10-17T00:00:00')).toEqual(['past', 'in-progress']);
    expect(progress('2024-10-26T00:00:00')).toEqual(['past', 'past']);
  });

  it('judges the last minute of Batch 1 in IST, and a visitor in UTC-8 that same afternoon, by the Indian date', () => {
    const lastMinute = at2024('2024-10-15T23:59:00');
    expect(lastMinute.today).toBe('2024-10-15');
    expect(lastMinute.batches[0]?.progress).toBe('in-progress');
    // 15 October, 10:30 in California is 16 October, 00:00 in India: Batch 1 is over.
    const pacific = examStatus([EDITION_2024], Date.parse('2024-10-15T10:30:00-08:00'));
    expect(pacific.today).toBe('2024-10-16');
    expect(pacific.phase).toBe('between-batches');
    expect(pacific.batches[0]?.progress).toBe('past');
    // And the last minute of Batch 2 in India is still the morning of 25 October in UTC-8.
    expect(examStatus([EDITION_2024], Date.parse('2024-10-25T10:29:00-08:00')).phase).toBe('live');
    expect(examStatus([EDITION_2024], Date.parse('2024-10-25T10:30:00-08:00')).phase).toBe(
      'closed',
    );
  });

  it('runs the offer through its last free day while the edition is not closed', () => {
    expect(at2024('2024-09-01T00:00:00').offerRunning).toBe(true);
    expect(at2024('2024-10-25T23:59:59').offerRunning).toBe(true);
  });
});

describe('examStatus with a later edition known', () => {
  const both = [EDITION_2024, EDITION_2025] as const;

  it('turns from the closed 2024 edition to the announced 2025 one', () => {
    const status = examStatus(both, ist('2024-11-01T00:00:00'));
    expect(status.phase).toBe('announced');
    expect(status.edition).toBe(EDITION_2025);
    expect(status.nextChange?.day).toBe('2025-09-01');
  });

  it('finds the edition whatever order the list is in', () => {
    expect(examStatus([EDITION_2025, EDITION_2024], ist('2024-10-06T00:00:00')).edition).toBe(
      EDITION_2024,
    );
    expect(examStatus([EDITION_2025, EDITION_2024], ist('2026-01-01T00:00:00')).edition).toBe(
      EDITION_2025,
    );
    expect(examStatus(both, ist('2026-01-01T00:00:00')).edition).toBe(EDITION_2025);
  });

  it('ends an offer on its last free day even while registration is still open', () => {
    expect(examStatus(both, ist('2025-09-30T23:59:00')).offerRunning).toBe(true);
    const after = examStatus(both, ist('2025-10-01T00:00:00'));
    expect(after.phase).toBe('registration-open');
    expect(after.offerRunning).toBe(false);
  });

  it('closes after the latest edition’s last batch', () => {
    const status = examStatus(both, ist('2025-10-21T00:00:00'));
    expect(status.phase).toBe('closed');
    expect(status.edition).toBe(EDITION_2025);
  });
});

describe('testPeriod', () => {
  it('runs from the first batch’s first day to the last batch’s last day', () => {
    expect(testPeriod(EDITION_2024)).toEqual({ start: '2024-10-05', end: '2024-10-25' });
  });
});

describe('examStatus properties', () => {
  const both = [EDITION_2024, EDITION_2025] as const;
  const instants = fc.integer({
    min: Date.parse('2024-01-01T00:00:00Z'),
    max: Date.parse('2027-01-01T00:00:00Z'),
  });

  it('holds its phase until the next change, and changes exactly then', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const status = examStatus(both, instant);
        if (status.nextChange === undefined) {
          expect(status.phase).toBe('closed');
          return;
        }
        const before = examStatus(both, status.nextChange.at - 1);
        const after = examStatus(both, status.nextChange.at);
        expect([before.phase, before.edition]).toEqual([status.phase, status.edition]);
        expect([after.phase, after.edition]).not.toEqual([status.phase, status.edition]);
      }),
    );
  });

  it('gives every instant of one Indian day the same answer', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 0, max: 86_399_999 }), (instant, offset) => {
        const status = examStatus(both, instant);
        const dayStart = Date.parse(`${status.today}T00:00:00+05:30`);
        expect(examStatus(both, dayStart + offset)).toEqual(status);
      }),
    );
  });

  it('is live exactly when the Indian day lies within one of the batches', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const status = examStatus(both, instant);
        const inBatch = status.edition.batches.some(
          ({ start, end }) => start <= status.today && status.today <= end,
        );
        expect(status.phase === 'live').toBe(inBatch);
        const { start, end } = testPeriod(status.edition);
        const inPeriod = start <= status.today && status.today <= end;
        expect(status.phase === 'between-batches').toBe(inPeriod && !inBatch);
      }),
    );
  });
});
