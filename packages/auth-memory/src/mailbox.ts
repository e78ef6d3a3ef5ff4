import type { MailLanguage } from '@apex/auth-port';
import type { ConsentMailKind, MailKind, MemoryState } from './state.ts';

/** What a development mailbox shows: each kind of mail the product sends. */
export type MailboxKind = MailKind | ConsentMailKind;

/**
 * One mail the memory backend "sent", whichever part of it sent it: the auth service (a reset,
 * a verification, a change of address) or the "server" (the guardian's link and notice, a list's
 * confirmation, a result), as the development mailbox lists it (issue 43).
 */
export interface MailboxMail {
  /** Unique in the mailbox. */
  readonly id: string;
  readonly kind: MailboxKind;
  readonly to: string;
  readonly sentAt: Date;
  readonly language: MailLanguage;
  /** The server's mails are written out; the auth service's have no text, as Firebase writes them. */
  readonly subject?: string;
  readonly text?: string;
  /** Every link of a written mail on this site, in order: the one-time link, the unsubscribe link. */
  readonly links: readonly string[];
  /**
   * An auth mail's one-time code (Firebase's `oobCode`): its link points at Firebase's own action
   * page, which the memory backend has not, so the mailbox follows it through the controls.
   */
  readonly code?: string;
}

/** A link in a mail's text: any http(s) address, up to the first space or angle bracket. */
const LINK = /\bhttps?:\/\/[^\s<>"]+/g;
/** The https link of a `List-Unsubscribe` header. */
const UNSUBSCRIBE_LINK = /<(https?:[^>]+)>/;

function linksIn(text: string, unsubscribe: string | undefined): string[] {
  const links = [...text.matchAll(LINK)].map((match) => match[0].replace(/[.,;)]+$/, ''));
  const header = unsubscribe === undefined ? undefined : UNSUBSCRIBE_LINK.exec(unsubscribe)?.[1];
  return [...new Set(header === undefined ? links : [...links, header])];
}

/** Every mail in the state, newest first (the order a mail client lists them in). */
export function mailboxOf(state: MemoryState): MailboxMail[] {
  const authMails = state.outbox.map(
    (mail): MailboxMail => ({
      id: `${mail.kind}-${mail.code}`,
      kind: mail.kind,
      to: mail.to,
      sentAt: new Date(mail.sentAt),
      language: mail.language,
      links: [],
      code: mail.code,
    }),
  );
  const serverMails = state.mail.map(
    (mail): MailboxMail => ({
      id: mail.id,
      kind: mail.kind,
      to: mail.to,
      sentAt: new Date(mail.createdAt),
      language: mail.language,
      subject: mail.message.subject,
      text: mail.message.text,
      links: linksIn(mail.message.text, mail.message.headers?.['List-Unsubscribe']),
    }),
  );
  // Stable: mails sent in the same millisecond keep the order they were sent in, reversed.
  return [...authMails, ...serverMails]
    .map((mail, index) => ({ mail, index }))
    .sort((a, b) => b.mail.sentAt.getTime() - a.mail.sentAt.getTime() || b.index - a.index)
    .map(({ mail }) => mail);
}
