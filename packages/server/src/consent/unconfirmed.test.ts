import { describe, expect, it } from 'vitest';
import { REGISTRATION } from '../testing/registration.ts';
import { registrationEndOf } from './registrationEnd.ts';
import { unconfirmedCutoff, unconfirmedDeletionLog, unconfirmedPastLink } from './unconfirmed.ts';

const HOUR_MS = 3_600_000;
const SENT = new Date('2026-11-20T10:00:00Z');
/** Seven days of the link and the grace day after the newest link was sent. */
const GONE_AT = new Date(SENT.getTime() + 8 * 24 * HOUR_MS);

describe('nothing without consent lingers (issue 38)', () => {
  const awaiting = { uid: 'a', confirmed: false, requestedAt: SENT };
  const confirmed = { uid: 'b', confirmed: true, requestedAt: SENT };
  const notYetAsked = { uid: 'c', confirmed: false, requestedAt: null };

  it('keeps an unconfirmed registration through its link’s seven days and the grace day', () => {
    expect(unconfirmedPastLink([awaiting], new Date(GONE_AT.getTime() - 1))).toEqual([]);
    expect(
      unconfirmedPastLink([awaiting], new Date(SENT.getTime() + 7 * 24 * HOUR_MS + 1)),
    ).toEqual([]);
  });

  it('names it for deletion from then on, and never a confirmed one or one not yet asked', () => {
    expect(unconfirmedPastLink([awaiting, confirmed, notYetAsked], GONE_AT)).toEqual([awaiting]);
    expect(unconfirmedCutoff(GONE_AT)).toEqual(SENT);
  });

  it('counts from the newest link: a resend gives the guardian a fresh seven days', () => {
    const resent = { ...awaiting, requestedAt: new Date(SENT.getTime() + 2 * 24 * HOUR_MS) };
    expect(unconfirmedPastLink([resent], GONE_AT)).toEqual([]);
  });

  it('logs a retention deletion, told apart from a withdrawal, under the notice read', () => {
    expect(unconfirmedDeletionLog('2026', 'a', REGISTRATION)).toMatchObject({
      kind: 'retention-deletion',
      method: 'guardian-unconfirmed',
      noticeVersion: REGISTRATION.noticeVersion,
    });
  });
});

describe('what the registrant’s page is told of a deletion (issue 38)', () => {
  const at = new Date('2026-11-28T03:00:00Z');
  const entry = unconfirmedDeletionLog('2026', 'a', REGISTRATION);

  it('tells of the guardian’s withdrawal, decline and of a link never confirmed', () => {
    expect(
      registrationEndOf({ ...entry, kind: 'withdrawal', method: 'guardian-manage' }, at),
    ).toEqual({ reason: 'guardian-withdrawal', at });
    expect(registrationEndOf({ ...entry, kind: 'decline' }, at)?.reason).toBe('guardian-decline');
    expect(registrationEndOf(entry, at)?.reason).toBe('guardian-unconfirmed');
  });

  it('leaves nothing for the owner’s own withdrawal or an edition’s retention', () => {
    const { method: _none, ...plain } = entry;
    expect(registrationEndOf({ ...plain, kind: 'withdrawal' }, at)).toBeNull();
    expect(registrationEndOf(plain, at)).toBeNull();
  });
});
