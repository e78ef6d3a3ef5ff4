import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber, indianDay, indianDayNumber, isoDayOf, startOfIndianDay } from './istDate.ts';

describe('Indian dates', () => {
  it('counts days from 1970-01-01', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2024-10-05')).toBe(20_001);
    expect(isoDayOf(20_001)).toBe('2024-10-05');
  });

  it('rejects anything but an ISO day', () => {
    expect(() => dayNumber('5 October 2024')).toThrow('Not an ISO day: 5 October 2024');
  });

  it('turns the day at midnight in Asia/Kolkata, 18:30 UTC the evening before', () => {
    expect(indianDay(Date.parse('2024-10-15T18:29:59.999Z'))).toBe('2024-10-15');
    expect(indianDay(Date.parse('2024-10-15T18:30:00.000Z'))).toBe('2024-10-16');
    expect(indianDay(Date.parse('2024-10-15T23:59:00+05:30'))).toBe('2024-10-15');
  });

  it('reads the Indian date whatever the visitor’s offset: 10:30 in UTC-8 on 15 October is already the 16th', () => {
    expect(indianDay(Date.parse('2024-10-15T10:29:59-08:00'))).toBe('2024-10-15');
    expect(indianDay(Date.parse('2024-10-15T10:30:00-08:00'))).toBe('2024-10-16');
  });

  it('starts each Indian day at 00:00+05:30', () => {
    expect(startOfIndianDay(dayNumber('2024-10-16'))).toBe(Date.parse('2024-10-16T00:00:00+05:30'));
  });

  it('agrees with the platform’s own Asia/Kolkata calendar (property)', () => {
    const kolkata = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (instant) => {
        expect(indianDay(instant)).toBe(kolkata.format(instant));
        const day = indianDayNumber(instant);
        expect(startOfIndianDay(day)).toBeLessThanOrEqual(instant);
        expect(instant).toBeLessThan(startOfIndianDay(day + 1));
      }),
    );
  });
});
