import { EDITIONS, examStatus } from '@apex/core';
import { describe, expect, it } from 'vitest';
import { PHASE_DAYS } from '../testing/fixedClock.ts';
import { isRegistrationOpen } from './registrationWindow.ts';

const on = (instant: string) => isRegistrationOpen(examStatus(EDITIONS, Date.parse(instant)));

describe('isRegistrationOpen', () => {
  it('is open from the first to the last day of the 2024 registration, batches included', () => {
    expect(on('2024-09-01T00:30:00+05:30')).toBe(true);
    expect(on(PHASE_DAYS['registration-open'])).toBe(true);
    expect(on(PHASE_DAYS.live)).toBe(true);
    expect(on(PHASE_DAYS.betweenBatches)).toBe(true);
    expect(on('2024-10-25T23:30:00+05:30')).toBe(true);
  });

  it('is closed before it opens and after it ends', () => {
    expect(on(PHASE_DAYS.announced)).toBe(false);
    expect(on('2024-08-31T23:30:00+05:30')).toBe(false);
    expect(on('2024-10-26T00:30:00+05:30')).toBe(false);
    expect(on(PHASE_DAYS.closed)).toBe(false);
  });
});
