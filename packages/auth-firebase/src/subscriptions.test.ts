import { createHash } from 'node:crypto';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rulesWindowsOf } from './rules/registrationWindows.ts';
import { createSubscriptionService, subscriptionId } from './subscriptions.ts';
import { createFirestoreStandIn } from './testing/firestoreHandlers.ts';

/**
 * The Firebase subscriptions adapter against the Firestore stand-in, which applies the rules of
 * `match /subscriptions/{id}`; then what it makes of answers the stand-in never gives.
 */
const PROJECT = 'demo-subscribe';
const firestore = createFirestoreStandIn(PROJECT, rulesWindowsOf());
const server = setupServer(...firestore.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  firestore.reset();
});
afterAll(() => server.close());

const service = () => createSubscriptionService({ projectId: PROJECT, apiKey: 'demo-key' });
const commitUrl = `https://firestore.googleapis.com/v1/projects/${PROJECT}/databases/(default)/documents:commit`;
/** msw reads a string URL as a path pattern, where `(default)` would be a group: match by regex. */
const COMMIT = /\/documents:commit(\?|$)/;
const documentName = (id: string) =>
  `projects/${PROJECT}/databases/(default)/documents/subscriptions/${id}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A commit as another client could send it, straight to the REST API. */
async function rawCommit(
  write: Record<string, unknown>,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(commitUrl, {
    method: 'POST',
    body: JSON.stringify({ writes: [write] }),
  });
  return { status: response.status, body: await response.json() };
}

function subscriptionWrite(email: string, topic: string, id = sha256(`${topic}:${email}`)) {
  return {
    update: {
      name: documentName(id),
      fields: { email: { stringValue: email }, topic: { stringValue: topic } },
    },
    updateTransforms: [{ fieldPath: 'subscribedAt', setToServerValue: 'REQUEST_TIME' }],
  };
}

describe('subscriptionId', () => {
  it('is the SHA-256 of topic:email in lower-case hex, as the rules recompute it', async () => {
    expect(await subscriptionId('asha@example.com', 'newsletter')).toBe(
      sha256('newsletter:asha@example.com'),
    );
  });
});

describe('Firebase subscriptions', () => {
  it('stores the normalised address under its derived id, with the server time', async () => {
    await service().subscribe(' Asha@Example.com ', 'next-edition');

    const id = sha256('next-edition:asha@example.com');
    const stored = firestore.documents().get(`subscriptions/${id}`);
    expect(stored).toMatchObject({ email: 'asha@example.com', topic: 'next-edition' });
    expect(stored?.subscribedAt).toEqual({ timestampValue: expect.any(String) });
  });

  it('resolves on a repeat, which the create-only write learns from ALREADY_EXISTS', async () => {
    await service().subscribe('asha@example.com', 'newsletter');
    const first = new Map(firestore.documents());

    await expect(service().subscribe('ASHA@example.com', 'newsletter')).resolves.toBeUndefined();

    expect(firestore.documents()).toEqual(first);
  });

  it('refuses a bad address before sending anything', async () => {
    await expect(service().subscribe('asha@', 'newsletter')).rejects.toMatchObject({
      code: 'subscription/invalid-email',
    });
    expect(firestore.documents().size).toBe(0);
  });

  it('reports a refusal by the rules as subscription/permission-denied', async () => {
    server.use(
      http.post(COMMIT, () =>
        HttpResponse.json(
          { error: { code: 403, status: 'PERMISSION_DENIED', message: 'Missing permissions.' } },
          { status: 403 },
        ),
      ),
    );
    await expect(service().subscribe('asha@example.com', 'newsletter')).rejects.toMatchObject({
      code: 'subscription/permission-denied',
      message: 'Missing permissions.',
    });
  });

  it('reports no answer, or an overloaded service, as subscription/unavailable', async () => {
    server.use(http.post(COMMIT, () => HttpResponse.error(), { once: true }));
    await expect(service().subscribe('asha@example.com', 'newsletter')).rejects.toMatchObject({
      code: 'subscription/unavailable',
    });
    server.use(
      http.post(
        COMMIT,
        () => HttpResponse.json([{ error: { status: 'UNAVAILABLE' } }], { status: 503 }),
        {
          once: true,
        },
      ),
    );
    await expect(service().subscribe('asha@example.com', 'newsletter')).rejects.toMatchObject({
      code: 'subscription/unavailable',
    });
  });

  it('passes other statuses through under its own prefix, and a bodiless one as unknown', async () => {
    server.use(
      http.post(
        COMMIT,
        () => HttpResponse.json({ error: { status: 'INVALID_ARGUMENT' } }, { status: 400 }),
        {
          once: true,
        },
      ),
    );
    await expect(service().subscribe('asha@example.com', 'newsletter')).rejects.toMatchObject({
      code: 'subscription/invalid-argument',
    });
    server.use(http.post(COMMIT, () => new HttpResponse('nope', { status: 400 }), { once: true }));
    await expect(service().subscribe('asha@example.com', 'newsletter')).rejects.toMatchObject({
      code: 'unknown',
    });
  });

  it('talks to the emulator over http, without an API key, when given one', async () => {
    let seen = '';
    server.use(
      http.post(COMMIT, ({ request }) => {
        seen = request.url;
        return HttpResponse.json({ writeResults: [{}] });
      }),
    );
    await createSubscriptionService({
      projectId: PROJECT,
      emulator: { host: '127.0.0.1', port: 8080 },
    }).subscribe('asha@example.com', 'newsletter');

    expect(seen).toBe(
      `http://127.0.0.1:8080/v1/projects/${PROJECT}/databases/(default)/documents:commit`,
    );
  });
});

describe('the Firestore stand-in for match /subscriptions/{id}', () => {
  it('lets anyone create a valid subscription, signed out', async () => {
    expect((await rawCommit(subscriptionWrite('asha@example.com', 'newsletter'))).status).toBe(200);
  });

  it('denies overwriting one without the create-only precondition (an update)', async () => {
    await rawCommit(subscriptionWrite('asha@example.com', 'newsletter'));

    expect((await rawCommit(subscriptionWrite('asha@example.com', 'newsletter'))).status).toBe(403);
  });

  it('denies an id other than the hash, a mixed-case address, a stray key, no server time', async () => {
    const denied = [
      subscriptionWrite('asha@example.com', 'newsletter', 'chosen-by-me'),
      subscriptionWrite('Asha@example.com', 'newsletter'),
      subscriptionWrite('asha@example.com', 'weekly'),
      subscriptionWrite(`${'a'.repeat(243)}@example.com`, 'newsletter'),
      { ...subscriptionWrite('asha@example.com', 'newsletter'), updateTransforms: [] },
      {
        update: {
          name: documentName(sha256('newsletter:asha@example.com')),
          fields: {
            email: { stringValue: 'asha@example.com' },
            topic: { stringValue: 'newsletter' },
            admin: { booleanValue: true },
          },
        },
        updateTransforms: [{ fieldPath: 'subscribedAt', setToServerValue: 'REQUEST_TIME' }],
      },
    ];
    for (const write of denied) expect((await rawCommit(write)).status).toBe(403);
    expect(firestore.documents().size).toBe(0);
  });

  it('denies reading one back', async () => {
    const id = sha256('newsletter:asha@example.com');
    await rawCommit(subscriptionWrite('asha@example.com', 'newsletter'));

    const response = await fetch(
      `https://firestore.googleapis.com/v1/projects/${PROJECT}/databases/(default)/documents:batchGet`,
      { method: 'POST', body: JSON.stringify({ documents: [documentName(id)] }) },
    );
    expect(response.status).toBe(403);
  });
});
