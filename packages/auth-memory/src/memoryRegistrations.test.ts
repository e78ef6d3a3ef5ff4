// @vitest-environment jsdom
import { REGISTRATION } from '@apex/auth-port/conformance';
import { CONSENT_NOTICE_VERSION } from '@apex/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryBackend } from './createMemoryBackend.ts';
import { DEFAULT_STORAGE_KEY, parseState, serializeState } from './persistence.ts';
import { emptyState, type RegistrationRecord } from './state.ts';
import type { MemoryBackend, MemoryBackendOptions } from './types.ts';

const details = REGISTRATION;
const IN_WINDOW = Date.parse('2024-09-15T12:00:00+05:30');
const DAY_MS = 86_400_000;

const persisted = (options: MemoryBackendOptions = {}) =>
  createMemoryBackend({
    persist: 'localStorage',
    logMail: false,
    now: () => IN_WINDOW,
    ...options,
  });

/** Signs up and follows the verification mail, as registering needs. */
async function verifiedUid(backend: MemoryBackend, email = 'asha@example.com'): Promise<string> {
  // Declared adult at sign-up, as a parent registering a child is (issue 38).
  const user = await backend.auth.createAccount(email, 'Secret#123', undefined, { adult: true });
  const mail = backend.controls.verificationOutbox.at(-1);
  if (mail === undefined) throw new Error('no verification mail');
  await backend.controls.verifyEmail(mail.code);
  return user.uid;
}

afterEach(() => {
  localStorage.clear();
});

describe('memory registrations, beyond the shared contract', () => {
  it('uses the conformance fixture with the current notice version', () => {
    expect(REGISTRATION.noticeVersion).toBe(CONSENT_NOTICE_VERSION);
  });

  it('keeps registrations across a reload, with the accounts', async () => {
    const first = persisted();
    const uid = await verifiedUid(first);
    const saved = await first.registrations.save(uid, '2024', details);

    const reloaded = persisted();

    expect(await reloaded.registrations.read(uid, '2024')).toEqual(saved);
  });

  it('stores exactly the details, the time of the latest save, and the day it must be gone', async () => {
    let now = IN_WINDOW;
    const backend = createMemoryBackend({ logMail: false, now: () => now });
    const uid = await verifiedUid(backend);
    await backend.registrations.save(uid, '2024', details);
    now += DAY_MS;

    const again = await backend.registrations.save(uid, '2024', { ...details, grade: 8 });

    expect(again.consentedAt).toEqual(new Date(now));
    expect(backend.controls.registrations).toEqual([
      {
        editionId: '2024',
        uid,
        details: { ...details, grade: 8 },
        consentedAt: new Date(now),
        guardianConfirmedAt: null,
        guardianMethod: null,
        deleteAt: new Date('2025-10-24T18:30:00.000Z'),
      },
    ]);
  });

  it('fails a save a test queued, and stores nothing', async () => {
    const backend = createMemoryBackend({ logMail: false, now: () => IN_WINDOW });
    const uid = await verifiedUid(backend);
    backend.controls.failNext('registrations.save', 'registration/unavailable');

    await expect(backend.registrations.save(uid, '2024', details)).rejects.toMatchObject({
      code: 'registration/unavailable',
    });
    expect(backend.controls.registrations).toEqual([]);
  });
});

describe('the consent record', () => {
  it('logs each consent, confirmation and withdrawal, append-only, with the notice it was under', async () => {
    const backend = createMemoryBackend({ logMail: false, now: () => IN_WINDOW });
    const uid = await verifiedUid(backend);
    await backend.registrations.save(uid, '2024', { ...details, noticeLanguage: 'hi' });
    const link = backend.controls.consentMail.at(-1)?.link ?? '';
    await backend.guardian.confirm(new URL(link).searchParams.get('token') ?? '');
    await backend.registrations.withdraw(uid, '2024');

    const log = backend.controls.consentLog;
    expect(log.map((entry) => [entry.kind, entry.method])).toEqual([
      ['consent', 'guardian-email-pending'],
      ['confirmation', 'guardian-email'],
      ['withdrawal', undefined],
    ]);
    const saved = { editionId: '2024', uid, noticeVersion: CONSENT_NOTICE_VERSION };
    for (const entry of log) {
      expect(entry).toMatchObject({
        ...saved,
        noticeLanguage: 'hi',
        at: new Date(IN_WINDOW).toISOString(),
      });
      expect(entry.registrationNumber).toMatch(/^[2-9A-HJ-NP-Z]{4}-/);
    }
  });

  it('keeps only the hash of a link, never the token that opens it', async () => {
    const backend = persisted();
    const uid = await verifiedUid(backend);
    await backend.registrations.save(uid, '2024', details);
    const token = new URL(backend.controls.consentMail.at(-1)?.link ?? '').searchParams.get(
      'token',
    );

    // Only the mail to the guardian carries it, as the `mail` document does on Firebase.
    const state = parseState(localStorage.getItem(DEFAULT_STORAGE_KEY) ?? '');
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify({ ...state, mail: [] })).not.toContain(token);
    expect(Object.keys(state?.guardianTokens ?? {})).toEqual([
      expect.stringMatching(/^[0-9a-f]{64}$/),
    ]);
  });

  it('queues the mails as Trigger Email documents, the HTML escaped', async () => {
    const backend = createMemoryBackend({
      logMail: false,
      now: () => IN_WINDOW,
      siteOrigin: 'https://apex.example',
    });
    const uid = await verifiedUid(backend);
    // The request names the child by first name only (issue 38): one with an apostrophe.
    await backend.registrations.save(uid, '2024', { ...details, candidateName: "D'Souza Asha" });

    const [mail] = backend.controls.consentMail;
    expect(mail).toMatchObject({
      to: details.guardianEmail,
      kind: 'guardian-confirm',
      language: 'en',
    });
    expect(mail?.link).toMatch(/^https:\/\/apex\.example\/guardian\?token=/);
    expect(mail?.html).toContain('D&#39;Souza');
    expect(mail?.html).not.toContain('Asha');
    await backend.auth.signOut();
    const adult = await verifiedUid(backend, 'meera@example.com');
    await backend.registrations.save(adult, '2024', {
      ...details,
      guardianEmail: 'meera@example.com',
    });
    expect(backend.controls.consentMail.at(-1)).toMatchObject({ kind: 'consent-notice' });
    expect(backend.controls.consentMail.at(-1)?.text).toContain(
      'https://apex.example/exam-registration',
    );
    expect(backend.controls.consentMail.at(-1)).not.toHaveProperty('link');
  });
});

describe('deleting the account', () => {
  it('withdraws its registrations: their links stop working and the log says so', async () => {
    const backend = createMemoryBackend({ logMail: false, now: () => IN_WINDOW });
    const uid = await verifiedUid(backend);
    await backend.registrations.save(uid, '2024', details);
    const link = backend.controls.consentMail.at(-1)?.link ?? '';

    await backend.auth.deleteAccount({ method: 'password', password: 'Secret#123' });

    expect(backend.controls.consentLog.at(-1)).toMatchObject({ uid, kind: 'withdrawal' });
    await expect(
      backend.guardian.describe(new URL(link).searchParams.get('token') ?? ''),
    ).rejects.toMatchObject({ code: 'guardian/link-unknown' });
  });
});

describe('retention', () => {
  it('deletes a registration, and its links, once its edition’s deletion day has come', async () => {
    let now = IN_WINDOW;
    const backend = persisted({ now: () => now });
    const uid = await verifiedUid(backend);
    await backend.registrations.save(uid, '2024', details);
    const link = backend.controls.consentMail.at(-1)?.link ?? '';

    now = Date.parse('2025-10-25T00:00:00+05:30');

    expect(await backend.registrations.read(uid, '2024')).toBeNull();
    expect(backend.controls.consentLog.at(-1)?.kind).toBe('retention-deletion');
    await expect(
      backend.guardian.describe(new URL(link).searchParams.get('token') ?? ''),
    ).rejects.toMatchObject({ code: 'guardian/link-unknown' });
  });

  it('deletes every 2024 registration on start, on today’s date (26th November 2026)', async () => {
    const first = persisted();
    const uid = await verifiedUid(first);
    await first.registrations.save(uid, '2024', details);

    const today = persisted({ now: () => Date.parse('2026-11-26T12:00:00+05:30') });
    await today.auth.reloadUser();

    expect(today.controls.registrations).toEqual([]);
    expect(today.controls.consentLog.map((entry) => entry.kind)).toContain('retention-deletion');
  });
});

describe('stored registrations', () => {
  const record: RegistrationRecord = {
    editionId: '2024',
    uid: 'u1',
    details,
    consentedAt: '2024-09-15T06:30:00.000Z',
    guardianConfirmedAt: null,
    guardianMethod: null,
    guardianRequestedAt: '2024-09-15T06:30:00.000Z',
    deleteAt: '2025-10-24T18:30:00.000Z',
    guardianResends: { day: '2024-09-15', count: 1 },
  };

  it('read back what was written, with the links, the consent log and the mail', () => {
    const state = {
      ...emptyState(),
      registrations: [record],
      guardianTokens: {
        ['a'.repeat(64)]: {
          editionId: '2024',
          uid: 'u1',
          expiresAt: record.deleteAt,
          usedAt: null,
        },
      },
      consentLog: [
        {
          editionId: '2024',
          uid: 'u1',
          registrationNumber: 'ABCD-EFGH-JKLMN',
          kind: 'consent' as const,
          method: 'guardian-email-pending' as const,
          noticeVersion: CONSENT_NOTICE_VERSION,
          noticeLanguage: 'hi' as const,
          at: record.consentedAt,
        },
      ],
      mail: [
        {
          id: 'mail-1',
          to: details.guardianEmail,
          message: { subject: 'S', text: 'T', html: '<p>T</p>' },
          kind: 'guardian-confirm' as const,
          language: 'en' as const,
          createdAt: record.consentedAt,
        },
      ],
    };

    expect(parseState(serializeState(state))).toEqual(state);
  });

  it('are empty in data saved before registration existed, which still loads', () => {
    const {
      registrations: _none,
      guardianTokens: _t,
      consentLog: _l,
      mail: _m,
      ...older
    } = emptyState();
    localStorage.setItem(DEFAULT_STORAGE_KEY, JSON.stringify({ ...older, version: 3 }));

    expect(parseState(JSON.stringify({ ...older, version: 3 }))).toEqual({
      ...emptyState(),
      subscriberKey: older.subscriberKey,
    });
    expect(persisted().controls.registrations).toEqual([]);
  });

  it('drop a registration saved before guardian confirmation, keeping the rest', () => {
    const { noticeVersion: _v, noticeLanguage: _l, ...oldDetails } = details;
    const old = {
      editionId: '2024',
      uid: 'u1',
      details: { ...oldDetails, consentRole: 'parent' },
      consentedAt: record.consentedAt,
    };
    const state = parseState(
      JSON.stringify({
        ...emptyState(),
        version: 3,
        registrations: [old, { ...record, uid: 'u2' }],
      }),
    );

    expect(state?.registrations.map((entry) => entry.uid)).toEqual(['u2']);
  });

  it.each([
    ['not a list', { registrations: {} }],
    ['tokens that are not a record', { guardianTokens: [] }],
    [
      'a token without its expiry',
      { guardianTokens: { a: { editionId: '2024', uid: 'u1', usedAt: null } } },
    ],
    ['a log entry of an unknown kind', { consentLog: [{ kind: 'edit' }] }],
    ['a mail without its message', { mail: [{ id: 'm', to: 'a@b.c', kind: 'consent-notice' }] }],
  ])('reject %s', (_label, broken) => {
    expect(parseState(JSON.stringify({ ...emptyState(), version: 3, ...broken }))).toBeUndefined();
  });

  it.each([
    ['no object', 'u1'],
    ['a missing uid', { ...record, uid: undefined }],
    ['a time that is not text', { ...record, consentedAt: 5 }],
    ['details that are not an object', { ...record, details: 'x' }],
    ['details a save would refuse', { ...record, details: { ...details, grade: 4 } }],
    ['a confirmation that is not a time', { ...record, guardianConfirmedAt: 5 }],
    ['an unknown method', { ...record, guardianMethod: 'sms' }],
    ['no deletion day', { ...record, deleteAt: undefined }],
    [
      'a resend count that is not a number',
      { ...record, guardianResends: { day: 'x', count: 'y' } },
    ],
  ])('drop a registration with %s', (_label, broken) => {
    expect(
      parseState(JSON.stringify({ ...emptyState(), version: 3, registrations: [broken] }))
        ?.registrations,
    ).toEqual([]);
  });
});
