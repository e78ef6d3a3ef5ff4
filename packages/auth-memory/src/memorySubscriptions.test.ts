// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBackend } from './createMemoryBackend.ts';
import { DEFAULT_STORAGE_KEY, parseState, serializeState } from './persistence.ts';
import { emptyState } from './state.ts';

const persisted = () => createMemoryBackend({ persist: 'localStorage', logMail: false });

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('memory subscriptions, beyond the shared contract', () => {
  it('shows tests every entry with its time, and keeps the first time on a repeat', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T04:30:00Z'));
    const backend = createMemoryBackend();
    await backend.subscriptions.subscribe('Asha@Example.com', 'next-edition');
    vi.setSystemTime(new Date('2026-11-24T04:30:00Z'));

    await backend.subscriptions.subscribe('asha@example.com', 'next-edition');

    expect(backend.controls.subscriptions).toEqual([
      {
        email: 'asha@example.com',
        topic: 'next-edition',
        subscribedAt: new Date('2026-11-23T04:30:00Z'),
      },
    ]);
  });

  it('keeps the lists across a reload, with the accounts', async () => {
    await persisted().subscriptions.subscribe('asha@example.com', 'newsletter');

    const reloaded = persisted();

    expect(reloaded.controls.subscriptions.map(({ email, topic }) => ({ email, topic }))).toEqual([
      { email: 'asha@example.com', topic: 'newsletter' },
    ]);
  });

  it('fails a subscribe a test queued, and stores nothing', async () => {
    const backend = createMemoryBackend();
    backend.controls.failNext('subscriptions.subscribe', 'subscription/unavailable');

    await expect(
      backend.subscriptions.subscribe('asha@example.com', 'newsletter'),
    ).rejects.toMatchObject({ code: 'subscription/unavailable' });
    expect(backend.controls.subscriptions).toEqual([]);
  });
});

describe('stored subscriptions', () => {
  it('read back what was written', () => {
    const state = {
      ...emptyState(),
      subscriptions: [
        {
          email: 'asha@example.com',
          topic: 'newsletter' as const,
          subscribedAt: '2026-11-23T04:30:00.000Z',
        },
      ],
    };

    expect(parseState(serializeState(state))).toEqual(state);
  });

  it('are empty in data saved before the lists existed, which still loads', async () => {
    const { subscriptions: _lists, ...older } = emptyState();
    localStorage.setItem(DEFAULT_STORAGE_KEY, JSON.stringify({ ...older, version: 2 }));

    expect(parseState(JSON.stringify({ ...older, version: 2 }))).toEqual(emptyState());
    const backend = persisted();
    await backend.subscriptions.subscribe('asha@example.com', 'newsletter');
    expect(backend.controls.subscriptions).toHaveLength(1);
  });

  it.each([
    ['not a list', { subscriptions: {} }],
    ['an unknown topic', { subscriptions: [{ email: 'a@b.co', topic: 'x', subscribedAt: 't' }] }],
    ['a missing email', { subscriptions: [{ topic: 'newsletter', subscribedAt: 't' }] }],
    ['a non-text topic', { subscriptions: [{ email: 'a@b.co', topic: 1, subscribedAt: 't' }] }],
    ['no object', { subscriptions: ['a@b.co'] }],
  ])('reject %s', (_label, broken) => {
    expect(parseState(JSON.stringify({ ...emptyState(), version: 2, ...broken }))).toBeUndefined();
  });
});
