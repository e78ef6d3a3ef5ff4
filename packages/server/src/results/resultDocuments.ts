import {
  achievementOf,
  certificateLink,
  type ExamEdition,
  editionNameOf,
  type IsoDay,
  isPrizeEligible,
  registrationPageLink,
  resultMail,
  roundScore,
  type StatusPosition,
  validateResultRows,
} from '@apex/core';
import { type MailDocument, mailDocument } from '../consent/mail.ts';
import type { ConsentRegistration as StoredRegistration } from '../consent/registration.ts';
import { gradeStandings } from '../gradeStandings.ts';

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
  /** The grade's size and this result's rank in it (@apex/server's gradeStandings). */
  readonly candidatesInGrade: number;
  readonly rankInGrade: number;
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
  /** The signed Open Badges credential (issue 32): absent when the server has no signing key. */
  readonly credential?: string;
  /**
   * Its credential's revocation bit (issue 38), drawn with it: set when the certificate is
   * withdrawn, deleted or corrected (a correction's credential gets a new one).
   */
  readonly status?: StatusPosition;
}

interface Registered {
  readonly uid: string;
  readonly registration: StoredRegistration;
  readonly showSchool: boolean;
}

export interface PlannedResult extends Registered {
  readonly result: Omit<ResultDocument, 'certificateId'>;
}

/**
 * The rows as results, or null when any row cannot be published: core's `validateResultRows`
 * (the console's preview) finds a problem with it — a number that is not a registration of the
 * edition, one seen before, a score outside 0 to 100, a guardian not confirmed. The server judges
 * again what the console showed. Numbers may be typed any way core normalises them.
 */
export function resultsOf(
  rows: readonly PublishRow[],
  registered: ReadonlyMap<string, Registered>,
): PlannedResult[] | null {
  const candidates = new Map(
    [...registered].map(([number, found]) => [
      number,
      {
        guardianStatus:
          found.registration.guardianConfirmedAt === null
            ? ('awaiting-guardian' as const)
            : ('confirmed' as const),
      },
    ]),
  );
  const checked = validateResultRows(rows, candidates);
  if (checked.some((row) => row.problems.length > 0)) return null;
  const found = checked.flatMap((row) => {
    const entry = registered.get(row.registrationNumber);
    return entry === undefined || row.scorePercent === null
      ? []
      : [{ ...entry, number: row.registrationNumber, scorePercent: roundScore(row.scorePercent) }];
  });
  if (found.length !== rows.length) return null;
  const standings = gradeStandings(
    found.map((entry) => ({ grade: entry.registration.grade, scorePercent: entry.scorePercent })),
  );
  return found.map(({ number, scorePercent, ...entry }, index) => ({
    ...entry,
    result: {
      registrationNumber: number,
      grade: entry.registration.grade,
      scorePercent,
      percentileInGrade: standings[index]?.percentileInGrade ?? 0,
      candidatesInGrade: standings[index]?.candidatesInGrade ?? 1,
      rankInGrade: standings[index]?.rankInGrade ?? 1,
      achievement: achievementOf(scorePercent),
      prizeEligible: isPrizeEligible(scorePercent),
    },
  }));
}

/** Whether a stored result already says exactly this (its certificate id and time aside). */
export function sameResult(
  stored: Readonly<Record<string, unknown>>,
  result: Omit<ResultDocument, 'certificateId'>,
): boolean {
  return (
    typeof stored.certificateId === 'string' &&
    stored.registrationNumber === result.registrationNumber &&
    stored.grade === result.grade &&
    stored.scorePercent === result.scorePercent &&
    stored.percentileInGrade === result.percentileInGrade &&
    stored.candidatesInGrade === result.candidatesInGrade &&
    stored.rankInGrade === result.rankInGrade &&
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
  /** The credential's bit, when a credential is signed for it. */
  status?: StatusPosition,
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
    ...(status === undefined ? {} : { status }),
  };
}

/**
 * `certificates/{id}` once its family withdrew it (issue 38): the whole public record is replaced
 * by this, so neither the page nor a direct read shows the candidate's name, school or credential
 * again; `withdrawnAt` is the shell's time (a server timestamp on Firestore).
 */
export function withdrawnCertificateOf<Time>(withdrawnAt: Time): { readonly withdrawnAt: Time } {
  return { withdrawnAt };
}

/**
 * Whether a stored certificate was withdrawn. A corrected result then writes no certificate: a
 * withdrawal is the family's, and a correction must not publish the name again.
 */
export function isWithdrawnCertificate(
  stored: Readonly<Record<string, unknown>> | undefined,
): boolean {
  return stored?.withdrawnAt !== null && stored?.withdrawnAt !== undefined;
}

/**
 * The guardian's mail with the result and the certificate's link, in the notice's language; a
 * `corrected` result's mail says it changed (issue 38: a published result that changes is told).
 */
export function resultMailOf(
  registration: StoredRegistration,
  edition: Pick<ExamEdition, 'id' | 'name'>,
  result: ResultDocument,
  origin: string,
  /** The guardian's own page (issue 38): a manage link issued with this mail. */
  manageUrl?: string,
  corrected = false,
): MailDocument {
  const language = registration.noticeLanguage;
  return mailDocument(
    corrected ? 'result-corrected' : 'result',
    registration.guardianEmail,
    language,
    resultMail(language, {
      candidateName: registration.candidateName,
      guardianName: registration.guardianName,
      grade: result.grade,
      editionName: editionNameOf(edition.id, language),
      scorePercent: result.scorePercent,
      percentileInGrade: result.percentileInGrade,
      candidatesInGrade: result.candidatesInGrade,
      rankInGrade: result.rankInGrade,
      achievement: result.achievement,
      prizeEligible: result.prizeEligible,
      certificateUrl: certificateLink(origin, language, result.certificateId),
      registrationUrl: registrationPageLink(origin, language),
      ...(manageUrl === undefined ? {} : { manageUrl }),
      ...(corrected ? { corrected } : {}),
    }),
  );
}
