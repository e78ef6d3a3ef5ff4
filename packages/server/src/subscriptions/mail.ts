import type { Locale, MailContent } from '@apex/core';

/** The site's pages a list mail links to (both languages; the Hindi ones under /hi). */
export function subscriptionPageLink(
  origin: string,
  locale: Locale,
  page: 'subscribe/confirm' | 'unsubscribe',
  token: string,
): string {
  const prefix = locale === 'en' ? '' : `${locale}/`;
  return `${origin.replace(/\/+$/, '')}/${prefix}${page}?token=${encodeURIComponent(token)}`;
}

/**
 * The RFC 8058 one-click address: the `oneClickUnsubscribe` function behind Hosting's rewrite of
 * `/list-unsubscribe` (firebase.json). A mail client POSTs `List-Unsubscribe=One-Click` to it; a
 * GET (a person, or a scanner prefetching links) only leads to the unsubscribe page.
 */
export function oneClickUnsubscribeLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/${ONE_CLICK_PATH}?token=${encodeURIComponent(token)}`;
}

export const ONE_CLICK_PATH = 'list-unsubscribe';

/**
 * The headers every list mail carries (RFC 2369 and RFC 8058): the https one-click address and,
 * when the deployment has a mailbox for it, a mailto alternative.
 */
export function listUnsubscribeHeaders(
  oneClickUrl: string,
  mailbox: string,
): Readonly<Record<string, string>> {
  const mailto = mailbox.trim() === '' ? '' : `, <mailto:${mailbox.trim()}?subject=unsubscribe>`;
  return {
    'List-Unsubscribe': `<${oneClickUrl}>${mailto}`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** A list mail in the Trigger Email extension's format: `message.headers` go out as they are. */
export interface ListMailDocument {
  readonly to: string;
  readonly message: MailContent & { readonly headers: Readonly<Record<string, string>> };
  readonly kind: 'subscription-confirm';
  readonly language: Locale;
}

export function listMailDocument(
  to: string,
  language: Locale,
  content: MailContent,
  headers: Readonly<Record<string, string>>,
): ListMailDocument {
  return { to, message: { ...content, headers }, kind: 'subscription-confirm', language };
}
