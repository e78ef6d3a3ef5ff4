import { subscriptionPageLink } from '@apex/server';
import { ServerRefusal } from '@apex/server/contract';
import { linkLanguage, type SubscriptionContext, unsubscribe } from './subscriptions.ts';

/** What the one-click endpoint answers: a redirect to the page, or a status with a short body. */
export type OneClickAnswer =
  | { readonly redirect: string; readonly status?: undefined; readonly body?: undefined }
  | { readonly redirect?: undefined; readonly status: number; readonly body: string };

/**
 * RFC 8058: the POST (`List-Unsubscribe=One-Click`) unsubscribes and answers 200, again for a
 * link already used; an unknown link is 404. Any other method is a person following the link (or
 * a scanner): it only goes to the unsubscribe page, so fetching the link unsubscribes nobody.
 */
export async function answerOneClick(
  context: SubscriptionContext,
  method: string,
  token: unknown,
): Promise<OneClickAnswer> {
  const text = typeof token === 'string' ? token : '';
  if (method !== 'POST') {
    const language = await linkLanguage(context, token);
    return { redirect: subscriptionPageLink(context.siteOrigin(), language, 'unsubscribe', text) };
  }
  try {
    await unsubscribe(context, text);
    return { status: 200, body: 'unsubscribed' };
  } catch (error) {
    if (error instanceof ServerRefusal) return { status: 404, body: 'unknown link' };
    throw error;
  }
}
