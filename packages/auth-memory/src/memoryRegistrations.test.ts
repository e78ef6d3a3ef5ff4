// @vitest-environment jsdom
import { REGISTRATION } from '@apex/auth-port/conformance';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBackend } from './createMemoryBackend.ts';
import { DEFAULT_STORAGE_KEY, parseState, serializeState } from './persistence.ts';
import { emptyState } from './state.ts';
import type { MemoryBackend } from './types.ts';

const details = REGISTRATION;

const persisted = () => createMemoryBackend({ persist: 'localStorage', logMail: false });

/** Signs up and follows the verification mail, as registering needs. */
async function verifiedUid(backend: MemoryBackend): Promise<string> {
  const user = await backend.auth.createAccount('asha@example.com', 'Secret#123');
  const mail = backend.controls.verificationOutbox.at(-1);
  if (mail === undefined) throw new Error('no verification mail');
  await backend.controls.verifyEmail(mail.code);
  return user.uid;
}

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('memory registrations, beyond the shared contract', () => {
  it('keeps registrations across a reload, with the accounts', async () => {
    const first = persisted();
    const uid = await verifiedUid(first);
    const saved = await first.registrations.save(uid, '2024', details);

    const reloaded = persisted();

    expect(await reloaded.registrations.read(uid, '2024')).toEqual(saved);
  });

  it('stores exactly the details, with the time of the latest save as the time of consent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T04:30:00Z'));
    const backend = createMemoryBackend({ logMail: false });
    const uid = await verifiedUid(backend);
    await backend.registrations.save(uid, '2024', details);
    vi.setSystemTime(new Date('2026-11-24T04:30:00Z'));

    const again = await backend.registrations.save(uid, '2024', { ...details, grade: 8 });

    expect(again.consentedAt).toEqual(new Date('2026-11-24T04:30:00Z'));
    expect(backend.controls.registrations).toEqual([
      {
        editionId: '2024',
        uid,
        details: { ...details, grade: 8 },
        consentedAt: new Date('2026-11-24T04:30:00Z'),
      },
    ]);
  });

  it('fails a save a test queued, and stores nothing', async () => {
    const backend = createMemoryBackend({ logMail: false });
    const uid = await verifiedUid(backend);
    backend.controls.failNext('registrations.save', 'registration/unavailable');

    await expect(backend.registrations.save(uid, '2024', details)).rejects.toMatchObject({
      code: 'registration/unavailable',
    });
    expect(backend.controls.registrations).toEqual([]);
  });
});

describe('stored registrations', () => {
  const record = { editionId: '2024', uid: 'u1', details, consentedAt: '2026-11-23T04:30:00.000Z' };

  it('read back what was written', () => {
    const state = { ...emptyState(), registrations: [record] };

    expect(parseState(serializeState(state))).toEqual(state);
  });

  it('are empty in data saved before registration existed, which still loads', () => {
    const { registrations: _none, ...older } = emptyState();
    localStorage.setItem(DEFAULT_STORAGE_KEY, JSON.stringify({ ...older, version: 2 }));

    expect(parseState(JSON.stringify({ ...older, version: 2 }))).toEqual(emptyState());
    expect(persisted().controls.registrations).toEqual([]);
  });

  it.each([
    ['not a list', { registrations: {} }],
    ['no object', { registrations: ['u1'] }],
    ['a missing uid', { registrations: [{ ...record, uid: undefined }] }],
    ['a time that is not text', { registrations: [{ ...record, consentedAt: 5 }] }],
    ['details that are not an object', { registrations: [{ ...record, details: 'x' }] }],
    [
      'details a save would refuse',
      { registrations: [{ ...record, details: { ...details, grade: 4 } }] },
    ],
  ])('reject %s', (_label, broken) => {
    expect(parseState(JSON.stringify({ ...emptyState(), version: 2, ...broken }))).toBeUndefined();
  });
});
