import { GUARDIAN_LINK_VALID_DAYS } from './guardianLimits.ts';
import type { Locale } from './messages.ts';

/**
 * Guardian confirmation, "email plus" (issue 28; docs/adr/0079-guardian-consent.md): when the
 * guardian's address is not the account's verified one, the guardian confirms through a one-time
 * link mailed to them. These are the rules both servers (Cloud Functions, the memory backend) share.
 */

export {
  GUARDIAN_LINK_VALID_DAYS,
  GUARDIAN_MAILS_PER_ACCOUNT_PER_DAY,
  GUARDIAN_MAILS_PER_RECIPIENT_PER_DAY,
  GUARDIAN_RESENDS_PER_DAY,
  UNCONFIRMED_GRACE_DAYS,
} from './guardianLimits.ts';

/** A link's token: this many random bytes (256 bits), base64url; only its SHA-256 is stored. */
export const GUARDIAN_TOKEN_BYTES = 32;

/** The guardian page's path, without the language prefix. */
export const GUARDIAN_PATH = 'guardian';

/**
 * The guardian's own page (issue 38): what is held about the child and a way to withdraw consent,
 * by a long-lived, revocable token of its own (never the one-time confirmation token).
 */
export const GUARDIAN_MANAGE_PATH = 'guardian/manage';

/** The registration page's path, without the language prefix: where a registration is withdrawn. */
export const REGISTRATION_PAGE_PATH = 'exam-registration';

export type GuardianStatus = 'confirmed' | 'awaiting-guardian';

/** How consent was verified: the account's own verified address, or the guardian's link. */
export type GuardianMethod = 'account-email' | 'guardian-email';

/**
 * Whether a registration counts: only once a guardian has confirmed it (a server-written time).
 * Anything but a set time (absent, null) is awaiting.
 */
export function guardianStatusOf(registration: {
  readonly guardianConfirmedAt?: unknown;
}): GuardianStatus {
  const confirmedAt = registration.guardianConfirmedAt;
  return confirmedAt === undefined || confirmedAt === null ? 'awaiting-guardian' : 'confirmed';
}

/**
 * The link a guardian's mail carries: `<origin>/guardian?token=…` in English, `<origin>/hi/guardian…`
 * in Hindi. `origin` has no trailing slash (e.g. "https://apex.example").
 */
export function guardianLink(origin: string, locale: Locale, token: string): string {
  return `${pageLink(origin, locale, GUARDIAN_PATH)}?token=${encodeURIComponent(token)}`;
}

/** The link every mail to a guardian carries to their own page (`/guardian/manage?token=…`). */
export function guardianManageLink(origin: string, locale: Locale, token: string): string {
  return `${pageLink(origin, locale, GUARDIAN_MANAGE_PATH)}?token=${encodeURIComponent(token)}`;
}

/** The registration page in `locale`: the consent mails' "how to withdraw" link. */
export function registrationPageLink(origin: string, locale: Locale): string {
  return pageLink(origin, locale, REGISTRATION_PAGE_PATH);
}

function pageLink(origin: string, locale: Locale, path: string): string {
  const prefix = locale === 'en' ? '' : `${locale}/`;
  return `${origin.replace(/\/+$/, '')}/${prefix}${path}`;
}

/** When a link sent at `sentAt` stops working. */
export function guardianLinkExpiresAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + GUARDIAN_LINK_VALID_DAYS * 86_400_000);
}
