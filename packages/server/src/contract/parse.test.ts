import { describe, expect, it } from 'vitest';
import { CALLABLE_NAMES, CALLABLES, MAX_PUBLISH_ROWS, replayRefusal } from './callables.ts';
import { SERVER_ERROR_STATUS } from './errors.ts';
import { checkRequest, checkResponse, refusesWith } from './parse.ts';

const TOKEN = 'a'.repeat(43);
const ROW = { registrationNumber: 'APX-2024-0001', scorePercent: 72.5 };

describe('the contract’s requests', () => {
  it.each([
    ['describeGuardianRequest', { token: TOKEN }],
    ['answerGuardianRequest', { token: TOKEN, answer: 'decline' }],
    ['resendGuardianMail', { editionId: '2026' }],
    ['publishResults', { editionId: '2026', rows: [ROW] }],
    ['withdrawCertificate', { editionId: '2026' }],
    ['subscribe', { email: 'Asha@Example.com', topic: 'newsletter', language: 'hi' }],
    ['subscribe', { email: 'asha@example.com', topic: 'next-edition' }],
    ['confirmSubscription', { token: TOKEN }],
    ['unsubscribe', { token: TOKEN }],
    ['startAttempt', { editionId: '2026' }],
    ['saveAnswers', { editionId: '2026', sequence: 3, answers: { q1: 'b', q2: ['a', 'c'] } }],
    ['saveAnswers', { editionId: '2026', sequence: 1, answers: {} }],
    ['submitAttempt', { editionId: '2026' }],
  ] as const)('accepts a well-formed %s request as it is', (name, request) => {
    expect(checkRequest(name, request)).toEqual({ ok: true, value: request });
  });

  it('drops keys a request does not name (the function never sees them)', () => {
    expect(checkRequest('withdrawCertificate', { editionId: '2026', uid: 'someone-else' })).toEqual(
      { ok: true, value: { editionId: '2026' } },
    );
    expect(
      checkRequest('publishResults', { editionId: '2026', rows: [{ ...ROW, name: 'Ravi' }] }),
    ).toEqual({ ok: true, value: { editionId: '2026', rows: [ROW] } });
  });

  it.each(CALLABLE_NAMES)(
    'refuses %s called with no object, or with none of its fields, as request/invalid',
    (name) => {
      for (const data of [null, undefined, 'token', 7, [], {}]) {
        expect(checkRequest(name, data)).toEqual({ ok: false, code: 'request/invalid' });
      }
    },
  );

  it.each([
    ['answerGuardianRequest', { token: TOKEN, answer: 'maybe' }],
    ['resendGuardianMail', { editionId: '' }],
    ['resendGuardianMail', { editionId: 2026 }],
    ['withdrawCertificate', { editionId: ['2026'] }],
    ['publishResults', { editionId: '2026', rows: 'all of them' }],
    [
      'publishResults',
      { editionId: '2026', rows: [{ registrationNumber: 'APX', scorePercent: '72' }] },
    ],
    ['publishResults', { editionId: '2026', rows: [{ scorePercent: 72 }] }],
    ['subscribe', { email: 'asha@example.com', topic: 'newsletter', language: 'fr' }],
    // A batch is numbered from 1; an answer is a text of at most 200 or at most 8 choice ids.
    ['saveAnswers', { editionId: '2026', sequence: 0, answers: {} }],
    ['saveAnswers', { editionId: '2026', sequence: 1.5, answers: {} }],
    ['saveAnswers', { editionId: '2026', sequence: 1, answers: 'all of them' }],
    ['saveAnswers', { editionId: '2026', sequence: 1, answers: { q1: 7 } }],
    ['saveAnswers', { editionId: '2026', sequence: 1, answers: { q1: 'x'.repeat(201) } }],
    ['saveAnswers', { editionId: '2026', sequence: 1, answers: { q1: Array(9).fill('a') } }],
    ['saveAnswers', { editionId: '2026', sequence: 1, answers: { ['q'.repeat(41)]: 'a' } }],
  ] as const)('refuses a malformed %s request as request/invalid: %j', (name, data) => {
    expect(checkRequest(name, data)).toEqual({ ok: false, code: 'request/invalid' });
  });

  it('refuses a save of more answers than a paper has items (400)', () => {
    const answers = Object.fromEntries(Array.from({ length: 401 }, (_, i) => [`q${i}`, 'a']));
    expect(checkRequest('saveAnswers', { editionId: '2026', sequence: 1, answers })).toEqual({
      ok: false,
      code: 'request/invalid',
    });
  });

  it('refuses more rows than a publish takes', () => {
    const rows = Array.from({ length: MAX_PUBLISH_ROWS + 1 }, () => ROW);
    expect(checkRequest('publishResults', { editionId: '2026', rows })).toEqual({
      ok: false,
      code: 'request/invalid',
    });
  });

  it('refuses a field with the code the server’s rules give it where the schema names one', () => {
    expect(checkRequest('describeGuardianRequest', { token: 7 })).toEqual({
      ok: false,
      code: 'guardian/link-unknown',
    });
    expect(checkRequest('answerGuardianRequest', { token: null, answer: 'confirm' })).toEqual({
      ok: false,
      code: 'guardian/link-unknown',
    });
    expect(checkRequest('unsubscribe', { token: 7 })).toEqual({
      ok: false,
      code: 'subscription/link-unknown',
    });
    expect(checkRequest('subscribe', { email: 7, topic: 'newsletter' })).toEqual({
      ok: false,
      code: 'subscription/invalid-email',
    });
    expect(checkRequest('subscribe', { email: 'asha@example.com', topic: 'weekly' })).toEqual({
      ok: false,
      code: 'subscription/invalid-topic',
    });
  });
});

describe('the contract’s responses', () => {
  const DESCRIPTION = {
    candidateFirstName: 'Ravi',
    grade: 7,
    guardianName: 'Sunita',
    registrantEmail: 'asha@example.com',
    editionId: '2026',
    expiresAt: '2026-12-04T10:00:00.000Z',
    language: 'hi',
  };

  it('carries no full name and no school to the guardian page before an answer (issue 38)', () => {
    const leaky = { ...DESCRIPTION, candidateName: 'Ravi Kumar', schoolName: 'Kendriya Vidyalaya' };
    const parsed = checkResponse('describeGuardianRequest', leaky);
    expect(parsed.ok).toBe(true);
    const value: object = parsed.ok ? parsed.value : {};
    expect(value).not.toHaveProperty('candidateName');
    expect(value).not.toHaveProperty('schoolName');
    expect(
      checkResponse('describeGuardianRequest', { ...DESCRIPTION, candidateFirstName: 7 }).ok,
    ).toBe(false);
  });

  it('gives the caller the guardian link’s expiry as a Date', () => {
    expect(checkResponse('describeGuardianRequest', DESCRIPTION)).toEqual({
      ok: true,
      value: { ...DESCRIPTION, expiresAt: new Date('2026-12-04T10:00:00.000Z') },
    });
  });

  it.each([
    ['describeGuardianRequest', { ...DESCRIPTION, expiresAt: 'soon' }],
    ['describeGuardianRequest', { ...DESCRIPTION, language: 'fr' }],
    ['describeGuardianRequest', { ...DESCRIPTION, grade: '7' }],
    ['confirmSubscription', { topic: 'weekly' }],
    ['unsubscribe', {}],
    ['publishResults', { published: 3, certificates: 3 }],
    ['subscribe', { ok: 'yes' }],
    ['withdrawCertificate', null],
  ] as const)('does not believe a %s answer that is not one: %j', (name, data) => {
    expect(checkResponse(name, data).ok).toBe(false);
  });

  it('believes the answers the functions send', () => {
    expect(checkResponse('confirmSubscription', { topic: 'next-edition' }).ok).toBe(true);
    const outcome = { published: 3, certificates: 3, mailed: 3 };
    const counts = { added: 1, corrected: 1, unchanged: 1, mailedNow: 1 };
    expect(checkResponse('publishResults', { ...outcome, ...counts }).ok).toBe(true);
    // What a publish did this time is part of the answer (issue 42): without it, not believed.
    expect(checkResponse('publishResults', outcome).ok).toBe(false);
    expect(checkResponse('answerGuardianRequest', { ok: true }).ok).toBe(true);
  });
});

describe('the contract’s codes', () => {
  it('lists for each callable only codes that travel with a status', () => {
    for (const name of CALLABLE_NAMES) {
      for (const code of CALLABLES[name].refuses) expect(SERVER_ERROR_STATUS).toHaveProperty(code);
    }
  });

  it('says which codes a callable refuses with, and no others', () => {
    expect(refusesWith('subscribe', 'subscription/rate-limited')).toBe(true);
    expect(refusesWith('unsubscribe', 'subscription/rate-limited')).toBe(false);
    expect(refusesWith('publishResults', 'organiser/publish-running')).toBe(true);
    expect(refusesWith('publishResults', 'toString')).toBe(false);
    expect(refusesWith('publishResults', 7)).toBe(false);
  });
});

describe('App Check replay protection (issue 38)', () => {
  it('protects the subscribe form, refusing a replayed token as rate-limited', () => {
    expect(replayRefusal('subscribe')).toBe('subscription/rate-limited');
    expect(refusesWith('subscribe', replayRefusal('subscribe'))).toBe(true);
  });

  it('protects no callable that needs no such guard (their links or accounts limit them)', () => {
    expect(CALLABLE_NAMES.filter((name) => replayRefusal(name) !== null)).toEqual(['subscribe']);
  });
});
