import { describe, expect, it } from 'vitest';
import { pretendNow } from './pretendNow.ts';

describe('pretendNow (development only)', () => {
  it('reads ?today= as noon of that Indian day', () => {
    expect(pretendNow('?today=2024-10-06', null)).toBe(Date.parse('2024-10-06T12:00:00+05:30'));
  });

  it('falls back to the stored day, the query winning over it', () => {
    expect(pretendNow('', '2024-09-15')).toBe(Date.parse('2024-09-15T12:00:00+05:30'));
    expect(pretendNow('?today=2024-10-06', '2024-09-15')).toBe(
      Date.parse('2024-10-06T12:00:00+05:30'),
    );
  });

  it('ignores anything that is not a day', () => {
    expect(pretendNow('', null)).toBeUndefined();
    expect(pretendNow('?today=tomorrow', null)).toBeUndefined();
    expect(pretendNow('?today=2024-13-45', null)).toBeUndefined();
  });
});
