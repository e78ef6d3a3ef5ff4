import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDateRange,
  formatDay,
  formatGrade,
  formatLakh,
  formatMonth,
  formatOrdinal,
  formatPhone,
  formatRupees,
  NBSP,
} from './format.ts';

describe('formatRupees', () => {
  it.each([
    [299, '₹299'],
    [2999, '₹2,999'],
    [3999, '₹3,999'],
    [5999, '₹5,999'],
    [0, '₹0'],
  ])('formats %d as %s', (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });

  it('groups large amounts the Indian way', () => {
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(25_00_000)).toBe('₹25,00,000');
  });

  it('shows whole rupees only', () => {
    expect(formatRupees(2999.4)).toBe('₹2,999');
    expect(formatRupees(2999.5)).toBe('₹3,000');
  });

  it('writes exactly what Intl writes for en-IN rupees', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    const amounts = fc.oneof(
      fc.integer({ min: -10_000_000, max: 10_000_000 }),
      fc.double({ min: -1e20, max: 1e20, noNaN: true }),
      fc.constantFrom(0, -0, 0.5, -0.5, 2.5, -2.5, 999.5, 99_999.5),
    );
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatRupees(amount)).toBe(intl.format(amount));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatDay', () => {
  it.each([
    ['2024-10-01', '1st October 2024'],
    ['2024-10-02', '2nd October 2024'],
    ['2024-10-03', '3rd October 2024'],
    ['2024-10-04', '4th October 2024'],
    ['2024-10-05', '5th October 2024'],
    ['2024-10-11', '11th October 2024'],
    ['2024-10-12', '12th October 2024'],
    ['2024-10-13', '13th October 2024'],
    ['2024-10-21', '21st October 2024'],
    ['2024-10-22', '22nd October 2024'],
    ['2024-10-23', '23rd October 2024'],
    ['2024-10-30', '30th October 2024'],
    ['2024-01-31', '31st January 2024'],
    ['2025-12-25', '25th December 2025'],
  ])('formats %s as %s', (iso, expected) => {
    expect(formatDay(iso)).toBe(expected);
  });

  it.each(['', '5 October 2024', '2024-10-5', '2024-13-01', '2024-00-10', '2024-10-05T00:00'])(
    'refuses %j, which is not an ISO day',
    (iso) => {
      expect(() => formatDay(iso)).toThrow(`Not an ISO day: ${iso}`);
    },
  );
});

describe('formatMonth', () => {
  it('names the month and year of a day, as the offer copy does', () => {
    expect(formatMonth('2024-10-31')).toBe('October 2024');
    expect(formatMonth('2025-01-01')).toBe('January 2025');
  });
});

describe('formatDateRange', () => {
  it('words a range within one month as the spec does', () => {
    expect(formatDateRange({ start: '2024-10-05', end: '2024-10-15' })).toBe(
      '5th to 15th October 2024',
    );
    expect(formatDateRange({ start: '2024-10-17', end: '2024-10-25' })).toBe(
      '17th to 25th October 2024',
    );
  });

  it('spells out both days when the months differ', () => {
    expect(formatDateRange({ start: '2024-10-28', end: '2024-11-02' })).toBe(
      '28th October 2024 to 2nd November 2024',
    );
  });

  it('spells out both days when the month is the same but the year is not', () => {
    expect(formatDateRange({ start: '2024-10-05', end: '2025-10-05' })).toBe(
      '5th October 2024 to 5th October 2025',
    );
  });

  it('refuses a range with a malformed day', () => {
    expect(() => formatDateRange({ start: '2024-10-05', end: 'soon' })).toThrow(
      'Not an ISO day: soon',
    );
  });
});

describe('formatLakh', () => {
  it.each([
    [1.7, '1.7L'],
    [2.5, '2.5L'],
    [2, '2L'],
  ])('formats %d lakh as %s', (lakh, expected) => {
    expect(formatLakh(lakh)).toBe(expected);
  });
});

describe('formatOrdinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [6, '6th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [22, '22nd'],
    [111, '111th'],
  ])('writes %d as %s', (n, expected) => {
    expect(formatOrdinal(n)).toBe(expected);
  });
});

describe('in Hindi', () => {
  it('writes rupees as hi-IN does, which is as en-IN does: Latin digits, Indian grouping', () => {
    expect(formatRupees(2999, 'hi')).toBe('₹2,999');
    expect(formatRupees(100000, 'hi')).toBe('₹1,00,000');
    const intl = new Intl.NumberFormat('hi-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (amount) => {
        expect(formatRupees(amount, 'hi')).toBe(intl.format(amount));
      }),
      { numRuns: 500 },
    );
  });

  it('writes a day as "5 अक्टूबर 2024", with a plain day number held to its month', () => {
    // A no-break space: the day never ends a line without its month.
    expect(formatDay('2024-10-05', 'hi')).toBe('5\u00a0अक्टूबर 2024');
    expect(formatDay('2024-02-21', 'hi')).toBe('21\u00a0फ़रवरी 2024');
  });

  it('writes every day exactly as Intl writes a hi-IN long date', () => {
    const intl = new Intl.DateTimeFormat('hi-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const days = fc.date({
      min: new Date('1900-01-01T00:00Z'),
      max: new Date('2999-12-31T00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(days, (date) => {
        const iso = date.toISOString().slice(0, 10);
        // Intl's words, with the day held to its month by a no-break space.
        expect(formatDay(iso, 'hi')).toBe(intl.format(date).replace(' ', NBSP));
      }),
      { numRuns: 500 },
    );
  });

  it('names each month as Intl does for hi-IN', () => {
    expect(formatMonth('2024-10-31', 'hi')).toBe('अक्टूबर 2024');
    const intl = new Intl.DateTimeFormat('hi-IN', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 1; month <= 12; month += 1) {
      const iso = `2025-${String(month).padStart(2, '0')}-15`;
      expect(formatMonth(iso, 'hi')).toBe(intl.format(new Date(`${iso}T00:00Z`)));
    }
  });

  it('joins a range with से, naming the month once within one month', () => {
    expect(formatDateRange({ start: '2024-10-05', end: '2024-10-15' }, 'hi')).toBe(
      '5 से 15\u00a0अक्टूबर 2024',
    );
    expect(formatDateRange({ start: '2024-10-28', end: '2024-11-02' }, 'hi')).toBe(
      '28\u00a0अक्टूबर 2024 से 2\u00a0नवंबर 2024',
    );
    expect(formatDateRange({ start: '2024-10-05', end: '2025-10-05' }, 'hi')).toBe(
      '5\u00a0अक्टूबर 2024 से 5\u00a0अक्टूबर 2025',
    );
  });

  it('spells lakh out, held to its number', () => {
    expect(formatLakh(1.7, 'hi')).toBe('1.7\u00a0लाख');
    expect(formatLakh(2, 'hi')).toBe('2\u00a0लाख');
  });

  it('keeps English the default and unchanged when asked for by name', () => {
    expect(formatDay('2024-10-05', 'en')).toBe('5th October 2024');
    expect(formatMonth('2024-10-31', 'en')).toBe('October 2024');
    expect(formatDateRange({ start: '2024-10-05', end: '2024-10-15' }, 'en')).toBe(
      '5th to 15th October 2024',
    );
    expect(formatLakh(1.7, 'en')).toBe('1.7L');
    expect(formatRupees(2999, 'en')).toBe('₹2,999');
  });
});

describe('formatGrade', () => {
  it('words a grade as the grade links do in English, and as कक्षा in Hindi', () => {
    expect(formatGrade(6)).toBe('6th Grade');
    expect(formatGrade(8, 'en')).toBe('8th Grade');
    expect(formatGrade(8, 'hi')).toBe('कक्षा\u00a08');
    expect(formatGrade(10, 'hi')).toBe('कक्षा\u00a010');
  });
});

describe('formatPhone', () => {
  it.each([
    ['+919829012345', '+91 98290 12345'],
    ['+91 98290-12345', '+91 98290 12345'],
    ['+14155550100', '+14155550100'],
    ['9829012345', '9829012345'],
  ])('shows %s as %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });
});
