import { describe, expect, it } from 'vitest';
import { resendsToday } from './resendGuardianMail.ts';

describe('resends counted per Indian day', () => {
  it('counts today’s, and starts again at zero on a new day', () => {
    expect(resendsToday({ day: '2026-11-26', count: 2 }, '2026-11-26')).toBe(2);
    expect(resendsToday({ day: '2026-11-25', count: 3 }, '2026-11-26')).toBe(0);
  });

  it('counts nothing from nothing or from a malformed record', () => {
    expect(resendsToday(undefined, '2026-11-26')).toBe(0);
    expect(resendsToday({ day: '2026-11-26', count: '3' }, '2026-11-26')).toBe(0);
  });
});
