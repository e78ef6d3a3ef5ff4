import { describe, expect, it } from 'vitest';
import { isRegistrationOpen } from './window.ts';

describe('the registration window', () => {
  it('is open from 00:00 in India on its first day to the end of its last (2024: 1 Sep to 25 Oct)', () => {
    expect(isRegistrationOpen('2024', new Date('2024-08-31T18:29:59Z'))).toBe(false);
    expect(isRegistrationOpen('2024', new Date('2024-08-31T18:30:00Z'))).toBe(true);
    expect(isRegistrationOpen('2024', new Date('2024-10-25T18:29:59Z'))).toBe(true);
    expect(isRegistrationOpen('2024', new Date('2024-10-25T18:30:00Z'))).toBe(false);
  });

  it('is never open for an edition that takes no registrations', () => {
    expect(isRegistrationOpen('1999', new Date('2024-09-15T00:00:00Z'))).toBe(false);
  });
});
