import { describe, expect, it } from 'vitest';
import {
  callerDecision,
  callsThisHour,
  confirmationExpiresAt,
  mayMailConfirmation,
  recentConfirmations,
} from './limits.ts';

const NOW = new Date('2026-11-26T12:00:00Z');
const ago = (hours: number) => NOW.getTime() - hours * 3_600_000;

describe('the per-address limit on confirmation mails', () => {
  it('allows the first mail for a topic, not a second within 24 hours', () => {
    expect(mayMailConfirmation([], 'newsletter')).toBe(true);
    const recent = recentConfirmations([{ topic: 'newsletter', at: ago(23) }], NOW);
    expect(mayMailConfirmation(recent, 'newsletter')).toBe(false);
    expect(mayMailConfirmation(recent, 'next-edition')).toBe(true);
  });

  it('forgets mails older than 24 hours', () => {
    const recent = recentConfirmations([{ topic: 'newsletter', at: ago(24) }], NOW);
    expect(recent).toEqual([]);
    expect(mayMailConfirmation(recent, 'newsletter')).toBe(true);
  });

  it('allows at most three a day across topics', () => {
    const recent = recentConfirmations(
      [
        { topic: 'a', at: ago(1) },
        { topic: 'b', at: ago(2) },
        { topic: 'c', at: ago(3) },
      ],
      NOW,
    );
    expect(mayMailConfirmation(recent, 'newsletter')).toBe(false);
  });

  it('reads anything malformed as no mail', () => {
    expect(recentConfirmations('x', NOW)).toEqual([]);
    expect(recentConfirmations([null, { topic: 1, at: 2 }, { topic: 'a' }], NOW)).toEqual([]);
  });
});

describe('the per-caller count', () => {
  it('counts within the hour and starts again in the next', () => {
    const hour = Math.floor(NOW.getTime() / 3_600_000);
    expect(callsThisHour({ hour, count: 4 }, NOW)).toEqual({ hour, count: 4 });
    expect(callsThisHour({ hour: hour - 1, count: 4 }, NOW)).toEqual({ hour, count: 0 });
    expect(callsThisHour(undefined, NOW)).toEqual({ hour, count: 0 });
  });
});

it('a confirmation link works for 7 days', () => {
  expect(confirmationExpiresAt(NOW).toISOString()).toBe('2026-12-03T12:00:00.000Z');
});

describe('the per-caller limit', () => {
  it('allows up to the limit in a clock hour, then refuses; a new hour starts again', () => {
    const hour = Math.floor(NOW.getTime() / 3_600_000);
    expect(callerDecision(undefined, NOW, 2)).toEqual({ allowed: true, next: { hour, count: 1 } });
    expect(callerDecision({ hour, count: 1 }, NOW, 2)).toEqual({
      allowed: true,
      next: { hour, count: 2 },
    });
    expect(callerDecision({ hour, count: 2 }, NOW, 2)).toEqual({
      allowed: false,
      code: 'subscription/rate-limited',
    });
    expect(callerDecision({ hour: hour - 1, count: 2 }, NOW, 2)).toMatchObject({ allowed: true });
  });
});
