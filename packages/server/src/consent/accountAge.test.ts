import '@apex/core/all-catalogs';
import { AGE_QUESTION_VERSION, messagesFor } from '@apex/core';
import { describe, expect, it } from 'vitest';
import {
  ageHold,
  decideAgeDeclaration,
  isDeclaredAdult,
  unconfirmedAccountsPastLink,
} from './accountAge.ts';
import { guardianTokenFrom } from './guardianLink.ts';

const NOW = new Date('2026-11-27T10:00:00Z');
const TOKEN = guardianTokenFrom(new Uint8Array(32).fill(7));
const input = {
  uid: 'u1',
  accountEmail: 'kid@example.com',
  language: 'hi' as const,
  siteOrigin: 'https://apex.example',
  now: NOW,
  token: TOKEN,
};

describe('who may consent (issue 38)', () => {
  it('lets an adult’s, a confirmed child’s and an older e-mail account keep more; not a waiting child’s', () => {
    expect(ageHold({ adult: true, parentConfirmedAt: null }, false)).toBeNull();
    expect(ageHold({ adult: false, parentConfirmedAt: NOW.toISOString() }, true)).toBeNull();
    expect(ageHold(null, false)).toBeNull();
    expect(ageHold({ adult: false, parentConfirmedAt: null }, false)).toBe('parent-not-confirmed');
  });

  it('holds back a Google account until it answers the question, then as its answer says', () => {
    expect(ageHold(null, true)).toBe('age-not-declared');
    expect(ageHold({ adult: true, parentConfirmedAt: null }, true)).toBeNull();
    expect(ageHold({ adult: false, parentConfirmedAt: null }, true)).toBe('parent-not-confirmed');
  });

  it('counts only a declared adult’s own address as a guardian’s', () => {
    expect(isDeclaredAdult({ adult: true, parentConfirmedAt: null })).toBe(true);
    expect(isDeclaredAdult({ adult: false, parentConfirmedAt: NOW.toISOString() })).toBe(false);
    expect(isDeclaredAdult(null)).toBe(false);
  });

  it('logs an adult’s declaration with its wording’s version, and mails nobody', () => {
    expect(decideAgeDeclaration({ ...input, declaration: { adult: true } })).toEqual({
      log: {
        uid: 'u1',
        kind: 'age-declaration',
        method: 'self-declared-adult',
        wordingVersion: AGE_QUESTION_VERSION,
        language: 'hi',
      },
      request: null,
    });
  });

  it('mails a child’s parent a seven-day link stored under its hash, in the account’s language', () => {
    const decision = decideAgeDeclaration({
      ...input,
      declaration: { adult: false, parentEmail: ' mum@example.com' },
    });
    expect(decision.log.method).toBe('parent-email-pending');
    expect(decision.request?.tokenId).toBe(TOKEN.id);
    expect(decision.request?.tokenRecord).toEqual({
      uid: 'u1',
      expiresAt: new Date('2026-12-04T10:00:00Z'),
    });
    const mail = decision.request?.mail;
    expect(mail?.to).toBe('mum@example.com');
    expect(mail?.kind).toBe('parent-confirm');
    expect(mail?.message.subject).toBe(messagesFor('hi').parentMail.subject);
    expect(mail?.message.text).toContain(`https://apex.example/hi/parent?token=${TOKEN.token}`);
    expect(mail?.message.text).not.toContain(TOKEN.id);
  });

  it('deletes child accounts whose link ran out unconfirmed, and no other', () => {
    const at = (iso: string) => new Date(iso);
    expect(
      unconfirmedAccountsPastLink(
        [
          { uid: 'late', expiresAt: at('2026-11-27T09:59:59Z'), confirmed: false },
          { uid: 'now', expiresAt: NOW, confirmed: false },
          { uid: 'live', expiresAt: at('2026-11-27T10:00:01Z'), confirmed: false },
          { uid: 'confirmed', expiresAt: at('2026-11-01T00:00:00Z'), confirmed: true },
        ],
        NOW,
      ),
    ).toEqual(['late', 'now']);
  });
});
