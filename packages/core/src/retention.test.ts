import { describe, expect, it } from 'vitest';
import { EDITIONS } from './editions.ts';
import {
  addMonths,
  DATA_RETENTION_MONTHS,
  isPastDeleteAt,
  lastTestDay,
  registrationDeleteAt,
  registrationWindowOf,
} from './retention.ts';

describe('retention', () => {
  it.each(EDITIONS)(
    "keeps edition $id's data until 12 months after its last test day",
    (edition) => {
      expect(DATA_RETENTION_MONTHS).toBe(12);
      expect(edition.dataDeleteBy).toBe(addMonths(lastTestDay(edition), DATA_RETENTION_MONTHS));
    },
  );

  it('deletes the 2024 registrations from 00:00 in India on 25th October 2025', () => {
    expect(registrationDeleteAt('2024')?.toISOString()).toBe('2025-10-24T18:30:00.000Z');
    expect(registrationDeleteAt('1999')).toBeNull();
  });

  it('counts a registration as expired from its deleteAt on', () => {
    const deleteAt = new Date('2025-10-24T18:30:00.000Z');
    expect(isPastDeleteAt(deleteAt, new Date('2025-10-24T18:29:59.999Z'))).toBe(false);
    expect(isPastDeleteAt(deleteAt, deleteAt)).toBe(true);
    // Today (issue 28): every 2024 registration is overdue.
    expect(isPastDeleteAt(deleteAt, new Date('2026-11-26T12:00:00Z'))).toBe(true);
  });

  it('adds calendar months, keeping the day or the last day of a shorter month', () => {
    expect(addMonths('2024-10-25', 12)).toBe('2025-10-25');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-12-15', 1)).toBe('2025-01-15');
  });

  it("gives an edition's registration window, or null for an unknown one", () => {
    expect(registrationWindowOf('2024')).toEqual({ start: '2024-09-01', end: '2024-10-25' });
    expect(registrationWindowOf('1999')).toBeNull();
  });
});
