import { composeMail, type MailContent } from './consentMail.ts';
import { formatDay } from './format.ts';
import type { IsoDay } from './istDate.ts';
import { type Locale, messagesFor } from './messages.ts';
import type { SubscriptionTopic } from './subscriptions.ts';

/** What the list's confirmation mail says (issue 30); both servers fill it in. */
export interface SubscriptionMailFacts {
  readonly topic: SubscriptionTopic;
  /** The confirmation page's link with its one-time token. */
  readonly confirmUrl: string;
  /** The last day the confirmation link works. */
  readonly expiresOn: IsoDay;
  /** The one-click unsubscribe page's link; also in the `List-Unsubscribe` header. */
  readonly unsubscribeUrl: string;
}

/**
 * The mail asking an address to confirm it wants a list's mail, in the language the visitor read
 * the form in (words from the catalogs' `subscriptionMail` group). Like every list mail, it ends with
 * the unsubscribe link; the server adds the List-Unsubscribe headers (@apex/server). A language other than English needs
 * its catalog loaded first.
 */
export function subscriptionConfirmMail(locale: Locale, facts: SubscriptionMailFacts): MailContent {
  const words = messagesFor(locale).subscriptionMail;
  return composeMail(words.subject[facts.topic], [
    { paragraph: words.asked[facts.topic] },
    { paragraph: words.confirm },
    { link: facts.confirmUrl },
    { paragraph: words.expires({ date: formatDay(facts.expiresOn, locale) }) },
    { paragraph: words.notYou },
    { paragraph: words.unsubscribe },
    { link: facts.unsubscribeUrl },
    { paragraph: words.signature },
  ]);
}
