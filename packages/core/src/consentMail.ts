import { formatDay, formatGrade } from './format.ts';
import type { IsoDay } from './istDate.ts';
import { type Locale, messagesFor } from './messages.ts';

/**
 * The two consent mails the server sends (issue 28), in the page's language, words from the
 * catalogs' `consentMail` group. Both servers put the result in a `mail` document in the format of
 * the Trigger Email extension ({ to, message: { subject, text, html } }).
 */

/** What a consent mail says; every value is escaped in the HTML part. */
export interface ConsentMailFacts {
  readonly candidateName: string;
  readonly grade: number;
  readonly guardianName: string;
  /** The address of the account that registered. */
  readonly registrantEmail: string;
  /** The edition's name as the copy says it, e.g. "October 2024". */
  readonly editionName: string;
  /** The guardian's one-time link (guardian mail only). */
  readonly link?: string;
  /** The last day the link works (guardian mail only). */
  readonly expiresOn?: IsoDay;
  /** Where the registration is seen and withdrawn (the registration page). */
  readonly withdrawUrl: string;
  /** The guardian's own page (issue 38): what is held, and consent withdrawn in two clicks. */
  readonly manageUrl?: string;
}

/** The guardian's own page, as every mail to a guardian ends (issue 38). */
function manageBlocks(locale: Locale, manageUrl: string | undefined): MailBlock[] {
  if (manageUrl === undefined) return [];
  return [{ paragraph: messagesFor(locale).consentMail.manage }, { link: manageUrl }];
}

export interface MailContent {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const HTML_ESCAPES = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
} as const;

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  // The pattern matches only the keys of HTML_ESCAPES.
  return text.replace(
    /[&<>"']/g,
    (character) => HTML_ESCAPES[character as keyof typeof HTML_ESCAPES],
  );
}

/** A mail's body: paragraphs, some of which are a link on its own. */
export type MailBlock = { readonly paragraph: string } | { readonly link: string };

/** The text and HTML parts of a mail made of `blocks`; shared by every mail the servers send. */
export function composeMail(subject: string, blocks: readonly MailBlock[]): MailContent {
  const text = blocks.map((block) => ('link' in block ? block.link : block.paragraph)).join('\n\n');
  const html = blocks
    .map((block) =>
      'link' in block
        ? `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.link)}</a></p>`
        : `<p>${escapeHtml(block.paragraph)}</p>`,
    )
    .join('\n');
  return { subject, text: `${text}\n`, html: `<!doctype html>\n${html}\n` };
}

function values(facts: ConsentMailFacts, locale: Locale) {
  return {
    candidateName: facts.candidateName,
    grade: formatGrade(facts.grade, locale),
    guardianName: facts.guardianName,
    registrantEmail: facts.registrantEmail,
    editionName: facts.editionName,
  };
}

/**
 * The mail asking the guardian to confirm or decline, with the one-time link. Like every message,
 * a language other than English needs its catalog loaded first (`loadCatalog`, or
 * `@apex/core/all-catalogs` in Node, as the functions do).
 */
export function guardianMail(locale: Locale, facts: ConsentMailFacts): MailContent {
  const words = messagesFor(locale).consentMail;
  const shared = values(facts, locale);
  const blocks: MailBlock[] = [
    { paragraph: words.greeting(shared) },
    { paragraph: words.guardianRegistered(shared) },
    { paragraph: words.guardianAsk },
  ];
  if (facts.link !== undefined) blocks.push({ link: facts.link });
  if (facts.expiresOn !== undefined) {
    blocks.push({ paragraph: words.guardianExpires({ date: formatDay(facts.expiresOn, locale) }) });
  }
  blocks.push(
    { paragraph: words.guardianNotYou },
    { paragraph: words.kept },
    ...manageBlocks(locale, facts.manageUrl),
    { paragraph: words.signature },
  );
  return composeMail(words.guardianSubject(shared), blocks);
}

/** The "email plus" notice: consent was recorded with the account's own verified address. */
export function consentNoticeMail(locale: Locale, facts: ConsentMailFacts): MailContent {
  const words = messagesFor(locale).consentMail;
  const shared = values(facts, locale);
  return composeMail(words.noticeSubject(shared), [
    { paragraph: words.greeting(shared) },
    { paragraph: words.noticeRegistered(shared) },
    { paragraph: words.kept },
    { paragraph: words.noticeWithdraw },
    { link: facts.withdrawUrl },
    ...manageBlocks(locale, facts.manageUrl),
    { paragraph: words.signature },
  ]);
}

/**
 * To the account that registered, when the guardian withdrew consent from their own page (issue
 * 38): the registration, its result and certificate are deleted.
 */
export function consentWithdrawnMail(locale: Locale, facts: ConsentMailFacts): MailContent {
  const words = messagesFor(locale).consentMail;
  const shared = values(facts, locale);
  return composeMail(words.withdrawnSubject(shared), [
    { paragraph: words.withdrawnGreeting },
    { paragraph: words.withdrawnBody(shared) },
    { link: facts.withdrawUrl },
    { paragraph: words.signature },
  ]);
}
