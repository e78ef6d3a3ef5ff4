import {
  achievementOf,
  type ExamEdition,
  type IsoDay,
  isPrizeEligible,
  type Locale,
  percentilesInGrade,
  registrationPageLink,
  resultMail,
} from '@apex/core';
import type { DocumentData } from 'firebase-admin/firestore';
import { type MailDocument, mailDocument } from './mailDocument.ts';
import type { StoredRegistration } from './storedRegistration.ts';

/** One row of the organiser's results file, as the console sends it. */
export interface PublishRow {
  readonly registrationNumber: string;
  /** 0 to 100, at most two decimals. */
  readonly scorePercent: number;
}

export type Achievement = 'participation' | 'merit' | 'prize';

/** `editions/{editionId}/results/{uid}` without its `publishedAt` (the server's time). */
export interface ResultDocument {
  readonly registrationNumber: string;
  readonly grade: number;
  readonly scorePercent: number;
  readonly percentileInGrade: number;
  readonly achievement: Achievement;
  readonly prizeEligible: boolean;
  readonly certificateId: string;
}

/** `certificates/{id}`: the public fields only, never a contact detail. */
export interface CertificateDocument {
  readonly candidateName: string;
  readonly grade: number;
  readonly editionId: string;
  readonly editionName: string;
  readonly achievement: Achievement;
  readonly issuedOn: IsoDay;
  readonly organiserName: string;
  readonly schoolName?: string;
  readonly withdrawnAt: null;
}

interface Registered {
  readonly uid: string;
  readonly registration: StoredRegistration;
  readonly showSchool: boolean;
}

export interface PlannedResult extends Registered {
  readonly result: Omit<ResultDocument, 'certificateId'>;
}

/** The certificate's public page in the mail's language (the site's `/certificate/:id`). */
export function certificateLink(origin: string, locale: Locale, id: string): string {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  return `${origin}${prefix}/certificate/${encodeURIComponent(id)}`;
}

/** Two decimals at most, as the contract stores scores. */
const isScore = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= 0 &&
  value <= 100 &&
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * The rows as results, or null when any row cannot be published: a number that is not a
 * registration of the edition, one whose guardian has not confirmed, a repeated number or a score
 * outside 0 to 100. The console shows each row's problem first; the server judges again.
 */
export function resultsOf(
  rows: readonly PublishRow[],
  registered: ReadonlyMap<string, Registered>,
): PlannedResult[] | null {
  const seen = new Set<string>();
  const valid: Registered[] = [];
  const scores: number[] = [];
  for (const row of rows) {
    const found = registered.get(row.registrationNumber);
    if (
      found === undefined ||
      seen.has(row.registrationNumber) ||
      found.registration.guardianConfirmedAt === null ||
      !isScore(row.scorePercent)
    ) {
      return null;
    }
    seen.add(row.registrationNumber);
    valid.push(found);
    scores.push(row.scorePercent);
  }
  const percentiles = percentilesInGrade(
    valid.map((found, index) => ({
      grade: found.registration.grade,
      scorePercent: scores[index] ?? 0,
    })),
  );
  return valid.map((found, index) => {
    const scorePercent = scores[index] ?? 0;
    return {
      ...found,
      result: {
        registrationNumber: rows[index]?.registrationNumber ?? '',
        grade: found.registration.grade,
        scorePercent,
        percentileInGrade: percentiles[index] ?? 0,
        achievement: achievementOf(scorePercent),
        prizeEligible: isPrizeEligible(scorePercent),
      },
    };
  });
}

/** Whether a stored result already says exactly this (its certificate id and time aside). */
export function sameResult(
  stored: DocumentData,
  result: Omit<ResultDocument, 'certificateId'>,
): boolean {
  return (
    typeof stored.certificateId === 'string' &&
    stored.registrationNumber === result.registrationNumber &&
    stored.grade === result.grade &&
    stored.scorePercent === result.scorePercent &&
    stored.percentileInGrade === result.percentileInGrade &&
    stored.achievement === result.achievement &&
    stored.prizeEligible === result.prizeEligible
  );
}

export function certificateOf(
  edition: Pick<ExamEdition, 'id' | 'name'>,
  registration: StoredRegistration,
  result: ResultDocument,
  showSchool: boolean,
  issuedOn: IsoDay,
  organiserName: string,
): CertificateDocument {
  return {
    candidateName: registration.candidateName,
    grade: registration.grade,
    editionId: edition.id,
    editionName: edition.name,
    achievement: result.achievement,
    issuedOn,
    organiserName,
    ...(showSchool ? { schoolName: registration.schoolName } : {}),
    withdrawnAt: null,
  };
}

/** The guardian's mail with the result and the certificate's link, in the notice's language. */
export function resultMailOf(
  registration: StoredRegistration,
  edition: Pick<ExamEdition, 'id' | 'name'>,
  result: ResultDocument,
  origin: string,
): MailDocument {
  const language = registration.noticeLanguage;
  return mailDocument(
    'result',
    registration.guardianEmail,
    language,
    resultMail(language, {
      candidateName: registration.candidateName,
      guardianName: registration.guardianName,
      grade: result.grade,
      editionName: edition.name,
      scorePercent: result.scorePercent,
      percentileInGrade: result.percentileInGrade,
      achievement: result.achievement,
      prizeEligible: result.prizeEligible,
      certificateUrl: certificateLink(origin, language, result.certificateId),
      registrationUrl: registrationPageLink(origin, language),
    }),
  );
}
