import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseBackend } from './createFirebaseBackend.ts';

/**
 * App Check on the adapter: the debug provider (the emulators' choice) exchanges the configured
 * debug token for an App Check token, and the callables send that token with every call, as the
 * functions' `enforceAppCheck` requires. Both services are played by msw.
 */
const PROJECT = 'demo-apex';
const APP_ID = '1:000000000000:web:0000000000000000000000';
const FUNCTIONS = '127.0.0.1:5999';
const exchanged: string[] = [];
const sentTokens: (string | null)[] = [];
const subscribeTokens: (string | null)[] = [];
let limitedUse = 0;

const server = setupServer(
  // A RegExp: the path's colons (in the app id and the verb) would read as route parameters.
  http.post(
    /^https:\/\/content-firebaseappcheck\.googleapis\.com\/v1\/projects\/demo-apex\/apps\/[^/]+:exchangeDebugToken/,
    async ({ request }) => {
      const body = (await request.json()) as { debug_token?: string; limited_use?: boolean };
      exchanged.push(body.debug_token ?? '');
      // A limited-use token is a fresh one each time (issue 38), never the cached token.
      if (body.limited_use === true) {
        limitedUse += 1;
        return HttpResponse.json({ token: `limited-use-${limitedUse}`, ttl: '300s' });
      }
      return HttpResponse.json({ token: 'app-check-token', ttl: '3600s' });
    },
  ),
  http.post(`http://${FUNCTIONS}/${PROJECT}/asia-south1/subscribe`, ({ request }) => {
    subscribeTokens.push(request.headers.get('X-Firebase-AppCheck'));
    return HttpResponse.json({ result: { ok: true } });
  }),
  http.post(`http://${FUNCTIONS}/${PROJECT}/asia-south1/describeGuardianRequest`, ({ request }) => {
    sentTokens.push(request.headers.get('X-Firebase-AppCheck'));
    return HttpResponse.json(
      {
        error: {
          status: 'NOT_FOUND',
          message: 'guardian/link-unknown',
          details: { code: 'guardian/link-unknown' },
        },
      },
      { status: 404 },
    );
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

describe('App Check in the Firebase adapter', () => {
  it('exchanges the debug token and sends the App Check token with a callable', async () => {
    const backend = createFirebaseBackend({
      config: { apiKey: 'demo-api-key', projectId: PROJECT, appId: APP_ID },
      appName: 'app-check-test',
      emulators: { functions: FUNCTIONS },
      appCheck: { provider: 'debug', debugToken: 'registered-debug-token' },
    });
    try {
      await expect(backend.guardian.describe('some-token')).rejects.toMatchObject({
        code: 'guardian/link-unknown',
      });
      expect(exchanged).toEqual(['registered-debug-token']);
      expect(sentTokens).toEqual(['app-check-token']);
    } finally {
      await backend.dispose();
    }
  });

  it('subscribes with a limited-use token per call, which the function consumes (issue 38)', async () => {
    const backend = createFirebaseBackend({
      config: { apiKey: 'demo-api-key', projectId: PROJECT, appId: APP_ID },
      appName: 'app-check-limited-use',
      emulators: { functions: FUNCTIONS },
      appCheck: { provider: 'debug', debugToken: 'registered-debug-token' },
    });
    try {
      await backend.subscriptions.subscribe('asha@example.com', 'newsletter', 'en');
      await backend.subscriptions.subscribe('ravi@example.com', 'newsletter', 'en');
      // Each call its own token: a replayed one would be refused by the function.
      expect(subscribeTokens).toEqual(['limited-use-1', 'limited-use-2']);
    } finally {
      await backend.dispose();
    }
  });
});
