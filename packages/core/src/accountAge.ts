import { composeMail, type MailContent } from './consentMail.ts';
import { isSameEmail, isValidEmail } from './email.ts';
import { formatDay } from './format.ts';
import { GUARDIAN_LINK_VALID_DAYS } from './guardianLimits.ts';
import type { IsoDay } from './istDate.ts';
import { EMAIL_MAX_LENGTH } from './limits.ts';
import { DEFAULT_LOCALE, type Locale, messagesFor } from './messages.ts';
import type { FieldError } from './validation.ts';

/** An address the site can mail: valid, and within the stored limit. */
function isMailable(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && isValidEmail(trimmed);
}

/**
 * Who may consent (issue 38; docs/adr/0150-who-may-consent.md). Sign-up asks whether the person is
 * 18 or older. An adult's own verified mailbox may stand for a parent's; an under-18 account names
 * a parent, who confirms it through a one-time link (the guardian's "email plus" machinery), and
 * until then the account keeps nothing more than that confirmation needs.
 */

/** The version of the age question's wording: stored with each declaration and in the log. */
export const AGE_QUESTION_VERSION = '2026-11-age-1';

/** The parent's page's path, without the language prefix. */
export const PARENT_PATH = 'parent';

/** What sign-up declares: 18 or older, or under 18 with a parent's address. */
export type AgeDeclaration =
  | { readonly adult: true }
  | { readonly adult: false; readonly parentEmail: string };

/** The sign-up form's answers: nothing chosen yet, or one of the two. */
export interface AgeValues {
  readonly age: '' | 'adult' | 'minor';
  readonly parentEmail: string;
  /** The account's own address: a child may not name it as the parent's. */
  readonly email: string;
}

/** The first thing the age answers lack, and the field to focus; null when they will do. */
export function validateAgeAnswer(
  values: AgeValues,
  locale: Locale = DEFAULT_LOCALE,
): FieldError<'age' | 'parentEmail'> | null {
  const words = messagesFor(locale).accountAge;
  if (values.age === '') return { field: 'age', message: words.ageRequired };
  if (values.age === 'adult') return null;
  if (values.parentEmail.trim() === '') {
    return { field: 'parentEmail', message: words.parentEmailRequired };
  }
  if (!isMailable(values.parentEmail)) {
    return { field: 'parentEmail', message: messagesFor(locale).validation.emailInvalid };
  }
  if (isSameEmail(values.parentEmail, values.email)) {
    return { field: 'parentEmail', message: words.parentEmailOwn };
  }
  return null;
}

/** The declaration valid answers make (validateAgeAnswer first). */
export function ageDeclarationOf(values: AgeValues): AgeDeclaration {
  return values.age === 'adult'
    ? { adult: true }
    : { adult: false, parentEmail: values.parentEmail.trim() };
}

/**
 * Whether a declaration may be stored for an account with `accountEmail`: a parent's address must
 * be a valid one and not the account's own (firestore.rules holds the same).
 */
export function isValidAgeDeclaration(declaration: AgeDeclaration, accountEmail: string): boolean {
  if (declaration.adult) return true;
  return isMailable(declaration.parentEmail) && !isSameEmail(declaration.parentEmail, accountEmail);
}

/** The link the parent's mail carries: `<origin>/parent?token=…`, `<origin>/hi/parent…` in Hindi. */
export function parentLink(origin: string, locale: Locale, token: string): string {
  const prefix = locale === 'en' ? '' : `${locale}/`;
  return `${origin.replace(/\/+$/, '')}/${prefix}${PARENT_PATH}?token=${encodeURIComponent(token)}`;
}

/** How long an unconfirmed child's account lives: the link's days. */
export const PARENT_LINK_VALID_DAYS = GUARDIAN_LINK_VALID_DAYS;

/** The mail asking the parent to confirm an under-18 account, with the one-time link. */
export function parentAccountMail(
  locale: Locale,
  facts: { readonly accountEmail: string; readonly link: string; readonly expiresOn: IsoDay },
): MailContent {
  const words = messagesFor(locale).parentMail;
  return composeMail(words.subject, [
    { paragraph: words.greeting },
    { paragraph: words.created({ accountEmail: facts.accountEmail }) },
    { paragraph: words.ask },
    { link: facts.link },
    { paragraph: words.expires({ date: formatDay(facts.expiresOn, locale) }) },
    { paragraph: words.notYou },
    { paragraph: words.signature },
  ]);
}
