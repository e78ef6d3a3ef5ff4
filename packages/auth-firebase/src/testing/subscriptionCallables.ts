import type { StoredSubscription } from '@apex/auth-port/conformance';
import { isSubscriptionTopic, normalizeSubscriberEmail } from '@apex/core';
import { HttpResponse, http } from 'msw';

/**
 * An msw stand-in for the functions' `subscribe` callable (apps/functions), for `pnpm test`, where
 * no Functions emulator runs: it keeps each address and topic once, pending, as the server does.
 * The whole double opt-in (mails, links, limits) is tested against the real functions on the
 * emulators (`test:emulators`).
 */
export function createSubscriptionCallablesStandIn(projectId: string, region: string) {
  const entries = new Map<string, StoredSubscription>();
  const url = `https://${region}-${projectId}.cloudfunctions.net/subscribe`;
  const refuse = (code: string) =>
    HttpResponse.json(
      { error: { status: 'INVALID_ARGUMENT', message: code, details: { code } } },
      { status: 400 },
    );

  const handlers = [
    http.post(url, async ({ request }) => {
      const body = (await request.json()) as { data?: { email?: unknown; topic?: unknown } };
      const email =
        typeof body.data?.email === 'string' ? normalizeSubscriberEmail(body.data.email) : null;
      if (email === null) return refuse('subscription/invalid-email');
      const topic = body.data?.topic;
      if (typeof topic !== 'string' || !isSubscriptionTopic(topic)) {
        return refuse('subscription/invalid-topic');
      }
      const key = `${topic}:${email}`;
      if (!entries.has(key)) entries.set(key, { email, topic, status: 'pending' });
      return HttpResponse.json({ result: { ok: true } });
    }),
  ];

  return {
    handlers,
    stored: (): StoredSubscription[] => [...entries.values()],
    reset: () => entries.clear(),
  };
}
