import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  clearCollection,
  closeAdmin,
  db,
  eventually,
  functionsOrigin,
  listMailsTo,
  PROJECT_ID,
  REGION,
  readDocument,
  refusal,
} from './testing/emulators.ts';

/**
 * The lists' double opt-in on the Functions, Firestore and Auth emulators (issue 30): the
 * callables `subscribe`, `confirmSubscription`, `unsubscribe` and the RFC 8058 one-click endpoint,
 * as the built dist/ answers them.
 */
const unique = (label: string) =>
  `${label}.${createHash('sha256').update(String(Math.random())).digest('hex').slice(0, 8)}@example.com`;

async function subscribers(email: string) {
  const snapshot = await db.collection('subscribers').where('email', '==', email).get();
  return snapshot.docs.map((document) => ({ id: document.id, ...document.data() }));
}

async function firstMail(email: string) {
  const mails = await eventually(async () => {
    const found = await listMailsTo(email);
    return found.length > 0 ? found : undefined;
  }, `a list mail to ${email}`);
  const [mail] = mails;
  if (mail === undefined) throw new Error('no mail');
  return mail;
}

async function oneClick(method: 'POST' | 'GET', token: string): Promise<Response> {
  return fetch(
    `${await functionsOrigin()}/${PROJECT_ID}/${REGION}/oneClickUnsubscribe?token=${token}`,
    {
      method,
      redirect: 'manual',
      ...(method === 'POST'
        ? {
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: 'List-Unsubscribe=One-Click',
          }
        : {}),
    },
  );
}

afterEach(() => clearCollection('subscribeCallers'));
afterAll(() => closeAdmin());

describe('the lists on the emulators', () => {
  it('keeps a new address pending under a keyed hash and mails it a link with one-click headers', async () => {
    const email = unique('reader');

    expect(
      await refusal('subscribe', {
        email: ` ${email.toUpperCase()}`,
        topic: 'newsletter',
        language: 'hi',
      }),
    ).toBeNull();

    const [stored] = await subscribers(email);
    // An HMAC under the server's secret, not a hash anyone could compute from the address.
    expect(stored?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.id).not.toBe(createHash('sha256').update(email).digest('hex'));
    expect(stored?.id).not.toBe(createHash('sha256').update(`newsletter:${email}`).digest('hex'));
    expect(stored).toMatchObject({
      email,
      language: 'hi',
      topics: { newsletter: { status: 'pending' } },
    });
    const mail = await firstMail(email);
    expect(mail.language).toBe('hi');
    expect(mail.confirmToken).not.toBeNull();
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:5019\/list-unsubscribe\?token=[A-Za-z0-9_-]{43}>, <mailto:unsubscribe@apex\.example\?subject=unsubscribe>$/,
    );
  });

  it('answers a repeat the same, mails nothing more that day, and nothing to a confirmed address', async () => {
    const email = unique('again');
    await refusal('subscribe', { email, topic: 'next-edition', language: 'en' });
    const mail = await firstMail(email);

    expect(await refusal('subscribe', { email, topic: 'next-edition', language: 'en' })).toBeNull();
    expect(await listMailsTo(email)).toHaveLength(1);

    expect(await refusal('confirmSubscription', { token: mail.confirmToken })).toBeNull();
    expect((await subscribers(email))[0]).toMatchObject({
      topics: { 'next-edition': { status: 'confirmed' } },
    });
    expect(await refusal('confirmSubscription', { token: mail.confirmToken })).toBe(
      'subscription/link-used',
    );
    expect(await refusal('subscribe', { email, topic: 'next-edition', language: 'en' })).toBeNull();
    expect(await listMailsTo(email)).toHaveLength(1);
  });

  it('refuses a malformed address, an unknown topic and a link it never issued', async () => {
    expect(await refusal('subscribe', { email: 'not-an-address', topic: 'newsletter' })).toBe(
      'subscription/invalid-email',
    );
    expect(await refusal('subscribe', { email: unique('t'), topic: 'weekly' })).toBe(
      'subscription/invalid-topic',
    );
    expect(await refusal('confirmSubscription', { token: 'a'.repeat(43) })).toBe(
      'subscription/link-unknown',
    );
    expect(await refusal('unsubscribe', { token: '../subscribers' })).toBe(
      'subscription/link-unknown',
    );
  });

  it('lets a confirmation link expire after its days', async () => {
    const email = unique('late');
    await refusal('subscribe', { email, topic: 'newsletter', language: 'en' });
    const { confirmToken } = await firstMail(email);
    const id = createHash('sha256')
      .update(confirmToken ?? '')
      .digest('hex');
    await db
      .doc(`subscriptionTokens/${id}`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });

    expect(await refusal('confirmSubscription', { token: confirmToken })).toBe(
      'subscription/link-expired',
    );
  });

  it('unsubscribes in one click (POST, again and again), while a GET only leads to the page', async () => {
    const email = unique('leave');
    await refusal('subscribe', { email, topic: 'newsletter', language: 'hi' });
    const { confirmToken, unsubscribeToken } = await firstMail(email);
    await refusal('confirmSubscription', { token: confirmToken });
    const token = unsubscribeToken ?? '';

    const look = await oneClick('GET', token);
    expect(look.status).toBe(303);
    expect(look.headers.get('location')).toBe(
      `http://127.0.0.1:5019/hi/unsubscribe?token=${token}`,
    );
    expect(await subscribers(email)).toHaveLength(1);

    expect((await oneClick('POST', token)).status).toBe(200);
    expect(await subscribers(email)).toEqual([]);
    expect((await oneClick('POST', token)).status).toBe(200);
    expect(await refusal('unsubscribe', { token })).toBeNull();
    expect((await oneClick('POST', 'b'.repeat(43))).status).toBe(404);
  });

  it('refuses a caller past its hourly subscribes with subscription/rate-limited', async () => {
    for (let index = 0; index < 20; index += 1) {
      expect(
        await refusal('subscribe', { email: unique('burst'), topic: 'newsletter' }),
      ).toBeNull();
    }
    expect(await refusal('subscribe', { email: unique('burst'), topic: 'newsletter' })).toBe(
      'subscription/rate-limited',
    );
    // The count is kept under a hash of the caller's address, not the address.
    const callers = await db.collection('subscribeCallers').get();
    expect(callers.docs.map((document) => document.id)).toEqual([
      expect.stringMatching(/^[0-9a-f]{64}$/),
    ]);
    expect(await readDocument(`subscribeCallers/${callers.docs[0]?.id}`)).toMatchObject({
      count: 20,
    });
  });
});
