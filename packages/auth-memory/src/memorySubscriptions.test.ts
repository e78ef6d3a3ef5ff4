// @vitest-environment jsdom
import { subscriberId } from '@apex/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryBackend } from './createMemoryBackend.ts';
import { DEFAULT_STORAGE_KEY, parseState, serializeState } from './persistence.ts';
import { emptyState, type MemoryState } from './state.ts';

const ORIGIN = 'https://apex.example';
const persisted = () =>
  createMemoryBackend({ persist: 'localStorage', logMail: false, siteOrigin: ORIGIN });

function savedState(): MemoryState {
  const state = parseState(localStorage.getItem(DEFAULT_STORAGE_KEY) ?? '');
  if (state === undefined) throw new Error('nothing saved');
  return state;
}

afterEach(() => {
  localStorage.clear();
});

describe('memory subscriptions, beyond the shared contract', () => {
  it('stores the subscriber under the keyed hash of the address, not the address or its plain hash', async () => {
    await persisted().subscriptions.subscribe('Asha@Example.com', 'newsletter', 'en');

    const state = savedState();
    const ids = Object.keys(state.subscribers);
    expect(ids).toEqual([subscriberId(state.subscriberKey, 'asha@example.com')]);
    expect(ids[0]).not.toContain('asha');
    expect(Object.keys(state.subscriptionTokens).join()).not.toContain('asha');
  });

  it("links the mail to the pages of the form's language on the site's origin", async () => {
    const backend = persisted();

    await backend.subscriptions.subscribe('asha@example.com', 'next-edition', 'hi');

    const [mail] = backend.controls.consentMail;
    expect(mail?.link).toMatch(
      /^https:\/\/apex\.example\/hi\/subscribe\/confirm\?token=[\w-]{43}$/,
    );
    expect(mail?.unsubscribeLink).toMatch(/^https:\/\/apex\.example\/hi\/unsubscribe\?token=/);
    expect(mail?.subject).toBe('कृपया पुष्टि करें: Apex की अगली परीक्षा की सूचना');
  });

  it('keeps the lists and their links across a reload', async () => {
    const first = persisted();
    await first.subscriptions.subscribe('asha@example.com', 'newsletter', 'en');
    const link = first.controls.consentMail[0]?.link ?? '';

    const reloaded = persisted();
    await reloaded.subscriptions.confirm(new URL(link).searchParams.get('token') ?? '');

    expect(reloaded.controls.subscriptions).toMatchObject([
      { email: 'asha@example.com', topic: 'newsletter', status: 'confirmed' },
    ]);
  });

  it('fails a subscribe a test queued, and stores and mails nothing', async () => {
    const backend = createMemoryBackend();
    backend.controls.failNext('subscriptions.subscribe', 'subscription/unavailable');

    await expect(
      backend.subscriptions.subscribe('asha@example.com', 'newsletter', 'en'),
    ).rejects.toMatchObject({ code: 'subscription/unavailable' });
    expect(backend.controls.subscriptions).toEqual([]);
    expect(backend.controls.consentMail).toEqual([]);
  });
});

describe('stored subscriptions', () => {
  it('read back what was written', () => {
    const state: MemoryState = {
      ...emptyState(),
      subscribers: {
        abc: {
          email: 'asha@example.com',
          language: 'hi',
          topics: { newsletter: { status: 'confirmed', since: '2026-11-23T04:30:00.000Z' } },
          mailed: [{ topic: 'newsletter', at: '2026-11-23T04:00:00.000Z' }],
        },
      },
      subscriptionTokens: {
        def: {
          subscriber: 'abc',
          topic: 'newsletter',
          purpose: 'unsubscribe',
          expiresAt: null,
          usedAt: null,
        },
      },
    };

    expect(parseState(serializeState(state))).toEqual(state);
  });

  it('drop the single opt-in entries saved before double opt-in, which were never confirmed', () => {
    const older = {
      ...emptyState(),
      version: 3,
      subscriptions: [{ email: 'a@b.co', topic: 'newsletter', subscribedAt: 't' }],
    };

    expect(parseState(JSON.stringify(older))?.subscribers).toEqual({});
  });

  it.each([
    [
      'an unknown topic',
      {
        subscribers: {
          a: {
            email: 'a@b.co',
            language: 'en',
            topics: { x: { status: 'pending', since: 't' } },
            mailed: [],
          },
        },
      },
    ],
    [
      'an unknown status',
      {
        subscribers: {
          a: {
            email: 'a@b.co',
            language: 'en',
            topics: { newsletter: { status: 'maybe', since: 't' } },
            mailed: [],
          },
        },
      },
    ],
    [
      'a token of no purpose',
      {
        subscriptionTokens: {
          a: { subscriber: 's', topic: 'newsletter', purpose: 'x', expiresAt: null, usedAt: null },
        },
      },
    ],
  ])('reject %s', (_label, broken) => {
    expect(parseState(JSON.stringify({ ...emptyState(), version: 3, ...broken }))).toBeUndefined();
  });
});
