import { registrationDeleteAt } from '@apex/core';
import { describe, expect, it } from 'vitest';
import { expiredEditionIds, registrationsPastRetention } from './retention.ts';

describe('retention', () => {
  it('deletes 2024’s registrations from 00:00 in India on 2025-10-25, twelve months after its last test day', () => {
    expect(registrationDeleteAt('2024')?.toISOString()).toBe('2025-10-24T18:30:00.000Z');
    expect(registrationDeleteAt('1999')).toBeNull();
  });

  it('finds 2024 expired on today’s date (2026-11-26), and not a moment before its day', () => {
    expect(expiredEditionIds(new Date('2026-11-26T06:30:00Z'))).toEqual(['2024']);
    expect(expiredEditionIds(new Date('2025-10-24T18:30:00Z'))).toEqual(['2024']);
    expect(expiredEditionIds(new Date('2025-10-24T18:29:59Z'))).toEqual([]);
  });

  it('names the registrations that go: those of an expired edition, and no other', () => {
    const registrations = [
      { editionId: '2024', uid: 'a' },
      { editionId: '2099', uid: 'b' },
    ];
    expect(registrationsPastRetention(registrations, new Date('2026-11-26T06:30:00Z'))).toEqual([
      { editionId: '2024', uid: 'a' },
    ]);
    expect(registrationsPastRetention(registrations, new Date('2025-10-24T18:29:59Z'))).toEqual([]);
  });
});
