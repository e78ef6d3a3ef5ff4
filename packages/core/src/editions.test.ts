import { describe, expect, it } from 'vitest';
import { testPeriod } from './editionStatus.ts';
import {
  builtInGrades,
  deliveryOf,
  EDITION_2024,
  EDITIONS,
  type ExamEdition,
  externalTestLinks,
} from './editions.ts';
import { EXAM } from './exam.ts';
import { dayNumber } from './istDate.ts';

describe('EDITION_2024: the spec facts, unchanged', () => {
  it('is the first edition, named for its October 2024 window', () => {
    expect(EDITIONS[0]).toBe(EDITION_2024);
    expect(EDITION_2024.id).toBe('2024');
    expect(EDITION_2024.name).toBe('October 2024');
  });

  it('runs Batch 1 from 5 to 15 October 2024 and Batch 2 from 17 to 25 October 2024', () => {
    expect(EDITION_2024.batches).toEqual([
      { name: 'Batch 1', start: '2024-10-05', end: '2024-10-15' },
      { name: 'Batch 2', start: '2024-10-17', end: '2024-10-25' },
    ]);
  });

  it("quotes 5 to 25 October as its window: the batches, not the spec home copy's 27th", () => {
    expect(testPeriod(EDITION_2024)).toEqual({ start: '2024-10-05', end: '2024-10-25' });
  });

  it("takes registrations up to the last batch's last day", () => {
    expect(EDITION_2024.registration).toEqual({ start: '2024-09-01', end: '2024-10-25' });
  });

  it('costs 299 rupees, free until October 2024', () => {
    expect(EDITION_2024.offer).toEqual({ originalPriceRupees: 299, freeUntil: '2024-10-31' });
  });

  it('keeps its external tests: one secure link per grade, 6th to 10th, in order', () => {
    expect(builtInGrades(EDITION_2024)).toEqual([]);
    const links = externalTestLinks(EDITION_2024);
    expect(links.map((link) => link.grade)).toEqual([6, 7, 8, 9, 10]);
    const urls = links.map((link) => new URL(link.url));
    expect(urls.every((url) => url.protocol === 'https:')).toBe(true);
    expect(new Set(urls.map(String)).size).toBe(links.length);
  });
});

// What docs/content.md asks of every edition someone adds.
describe.each(EDITIONS.map((edition) => [edition.id, edition] as const))(
  'edition %s',
  (_id, edition) => {
    const days = (range: { start: string; end: string }) => [
      dayNumber(range.start),
      dayNumber(range.end),
    ];

    it('has ranges that end on or after they start', () => {
      for (const range of [edition.registration, ...edition.batches]) {
        const [start = 0, end = 0] = days(range);
        expect(start).toBeLessThanOrEqual(end);
      }
    });

    it('opens registration before the first batch and keeps batches in order, apart', () => {
      expect(dayNumber(edition.registration.start)).toBeLessThan(
        dayNumber(edition.batches[0].start),
      );
      let previousEnd = Number.NEGATIVE_INFINITY;
      for (const batch of edition.batches) {
        expect(dayNumber(batch.start)).toBeGreaterThan(previousEnd);
        previousEnd = dayNumber(batch.end);
      }
    });

    it('closes registration no later than the last day the test can be taken', () => {
      expect(dayNumber(edition.registration.end)).toBeLessThanOrEqual(
        dayNumber(testPeriod(edition).end),
      );
    });

    it('delivers a test for exactly the grades the exam is for, in order', () => {
      const grades = edition.tests.map((test) => test.grade);
      expect(grades[0]).toBe(EXAM.grades.from);
      expect(grades.at(-1)).toBe(EXAM.grades.to);
      expect(grades).toEqual([...grades].sort((a, b) => a - b));
    });
  },
);

describe('EDITIONS', () => {
  it('lists editions oldest first, each with its own id, without overlapping windows', () => {
    const ids = EDITIONS.map((edition) => edition.id);
    expect(new Set(ids).size).toBe(ids.length);
    EDITIONS.slice(1).forEach((edition, index) => {
      const previous = EDITIONS[index];
      expect(previous && dayNumber(testPeriod(previous).end)).toBeLessThan(
        dayNumber(edition.registration.start),
      );
    });
  });
});

describe('delivery per grade', () => {
  const mixed: ExamEdition = {
    ...EDITION_2024,
    tests: [
      { grade: 6, delivery: { kind: 'built-in' } },
      { grade: 7, delivery: { kind: 'external', url: 'https://tests.example/7' } },
      { grade: 8, delivery: { kind: 'built-in' } },
    ],
  };

  it('lists the external links and the built-in grades apart, in grade order', () => {
    expect(externalTestLinks(mixed)).toEqual([{ grade: 7, url: 'https://tests.example/7' }]);
    expect(builtInGrades(mixed)).toEqual([6, 8]);
  });

  it("tells a grade's delivery, and nothing for a grade without a test", () => {
    expect(deliveryOf(mixed, 8)).toEqual({ kind: 'built-in' });
    expect(deliveryOf(mixed, 7)).toEqual({ kind: 'external', url: 'https://tests.example/7' });
    expect(deliveryOf(mixed, 11)).toBeUndefined();
  });
});
