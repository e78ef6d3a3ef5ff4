/**
 * Every rule the server applies comes from @apex/core. Some of the guardian-consent rules of issue
 * 28 are being written into core at the same time on another branch; until it lands, this file
 * holds stand-ins with the contract's names and signatures.
 *
 * TODO(core): when core exports them, replace each stand-in below by a re-export from '@apex/core':
 * `isSameEmail` (email.ts), `GUARDIAN_LINK_VALID_DAYS`, `GUARDIAN_RESENDS_PER_DAY`,
 * `GUARDIAN_TOKEN_BYTES`, `guardianLink`, `guardianLinkExpiresAt` (guardian.ts),
 * `registrationDeleteAt` (retention.ts, from each edition's `dataDeleteBy`), and `guardianMail`,
 * `consentNoticeMail`, `ConsentMailFacts`, `MailContent` (consentMail.ts, words from the catalogs).
 */
import {
  EDITIONS,
  type ExamEdition,
  formatDay,
  formatGrade,
  type IsoDay,
  type Locale,
} from '@apex/core';

export {
  EDITIONS,
  type ExamEdition,
  type IsoDay,
  indianDay,
  isLocale,
  type Locale,
  registrationNumberFromDigest,
  registrationNumberSource,
} from '@apex/core';

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

/** TODO(core): `isSameEmail` from '@apex/core'. */
export function isSameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** TODO(core): from '@apex/core' (guardian.ts). */
export const GUARDIAN_LINK_VALID_DAYS = 7;
/** TODO(core): from '@apex/core' (guardian.ts). */
export const GUARDIAN_RESENDS_PER_DAY = 3;
/** TODO(core): from '@apex/core' (guardian.ts). */
export const GUARDIAN_TOKEN_BYTES = 32;

/** TODO(core): `guardianLink` from '@apex/core'. */
export function guardianLink(origin: string, locale: Locale, token: string): string {
  const prefix = locale === 'en' ? '' : `${locale}/`;
  return `${origin.replace(/\/+$/, '')}/${prefix}guardian?token=${encodeURIComponent(token)}`;
}

/** TODO(core): `guardianLinkExpiresAt` from '@apex/core'. */
export function guardianLinkExpiresAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + GUARDIAN_LINK_VALID_DAYS * DAY_MS);
}

/**
 * The day an edition's registrations must be gone: twelve months after its last test day.
 * TODO(core): `registrationDeleteAt` from '@apex/core' (reads the edition's `dataDeleteBy`).
 */
function dataDeleteBy(edition: ExamEdition): IsoDay {
  const lastDay =
    edition.batches
      .map((batch) => batch.end)
      .sort()
      .at(-1) ?? '';
  return `${Number(lastDay.slice(0, 4)) + 1}${lastDay.slice(4)}`;
}

/** TODO(core): `registrationDeleteAt` from '@apex/core': 00:00 in India on `dataDeleteBy`. */
export function registrationDeleteAt(editionId: string): Date | null {
  const edition = EDITIONS.find((candidate) => candidate.id === editionId);
  if (edition === undefined) return null;
  return new Date(Date.parse(`${dataDeleteBy(edition)}T00:00:00Z`) - IST_OFFSET_MS);
}

/** TODO(core): `ConsentMailFacts` from '@apex/core'. */
export interface ConsentMailFacts {
  readonly candidateName: string;
  readonly grade: number;
  readonly guardianName: string;
  readonly registrantEmail: string;
  readonly editionName: string;
  readonly link?: string;
  readonly expiresOn?: IsoDay;
  readonly withdrawUrl: string;
}

/** TODO(core): `MailContent` from '@apex/core'. */
export interface MailContent {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

function compose(subject: string, paragraphs: readonly string[]): MailContent {
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html>\n${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}\n`,
  };
}

/** TODO(core): `guardianMail` from '@apex/core' (the catalogs' words replace these stand-ins). */
export function guardianMail(locale: Locale, facts: ConsentMailFacts): MailContent {
  const grade = formatGrade(facts.grade, locale);
  const expires = facts.expiresOn === undefined ? '' : formatDay(facts.expiresOn, locale);
  return locale === 'hi'
    ? compose(`${facts.candidateName} का Apex पंजीकरण: कृपया पुष्टि करें`, [
        `नमस्ते ${facts.guardianName},`,
        `${facts.registrantEmail} ने ${facts.candidateName} (${grade}) को Apex ${facts.editionName} के लिए पंजीकृत किया है।`,
        facts.link ?? '',
        `यह लिंक ${expires} तक काम करेगा।`,
      ])
    : compose(`Apex registration of ${facts.candidateName}: please confirm`, [
        `Dear ${facts.guardianName},`,
        `${facts.registrantEmail} registered ${facts.candidateName} (${grade}) for Apex ${facts.editionName}.`,
        facts.link ?? '',
        `This link works until ${expires}.`,
      ]);
}

/** TODO(core): `consentNoticeMail` from '@apex/core' (the catalogs' words replace these). */
export function consentNoticeMail(locale: Locale, facts: ConsentMailFacts): MailContent {
  const grade = formatGrade(facts.grade, locale);
  return locale === 'hi'
    ? compose(`${facts.candidateName} का Apex पंजीकरण दर्ज हुआ`, [
        `नमस्ते ${facts.guardianName},`,
        `आपने ${facts.candidateName} (${grade}) को Apex ${facts.editionName} के लिए पंजीकृत किया है।`,
        facts.withdrawUrl,
      ])
    : compose(`Apex registration of ${facts.candidateName} recorded`, [
        `Dear ${facts.guardianName},`,
        `You registered ${facts.candidateName} (${grade}) for Apex ${facts.editionName}.`,
        facts.withdrawUrl,
      ]);
}
