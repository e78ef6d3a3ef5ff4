import { composeMail, type MailContent } from './consentMail.ts';
import { formatGrade } from './format.ts';
import { PERCENTILE_MIN_CANDIDATES, storedGradeStandingReading } from './gradeStanding.ts';
import { type Locale, messagesFor } from './messages.ts';
import type { Achievement } from './results.ts';

/** What the guardian's result mail says (issue 29); every value is escaped in the HTML part. */
export interface ResultMailFacts {
  readonly candidateName: string;
  readonly grade: number;
  readonly guardianName: string;
  /** The edition's name as the copy says it, e.g. "October 2024". */
  readonly editionName: string;
  /** 0 to 100, two decimals. */
  readonly scorePercent: number;
  readonly percentileInGrade: number;
  /** How many candidates the grade has; with the rank, decides whether a percentile is said. */
  readonly candidatesInGrade: number;
  /** 1 plus how many of the grade scored more. */
  readonly rankInGrade: number;
  readonly achievement: Achievement;
  readonly prizeEligible: boolean;
  /** The certificate's public page. */
  readonly certificateUrl: string;
  /** The registration page, where the result is shown and the certificate can be withdrawn. */
  readonly registrationUrl: string;
  /** The guardian's own page (issue 38): what is held, and consent withdrawn in two clicks. */
  readonly manageUrl?: string;
  /**
   * A published result that changed (issue 38): the mail says it was corrected, and that the
   * signed file downloaded before is cancelled (its credential revoked, a new one issued).
   */
  readonly corrected?: boolean;
}

/** A score as the page and the mail print it: up to two decimals, no trailing zeros. */
export function formatScore(scorePercent: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
  }).format(scorePercent);
}

/**
 * The mail each guardian gets once the results are published, and again when a published
 * result is corrected (`corrected`, issue 38): the score, its standing in the grade (a percentile only where the grade is large enough; gradeStanding.ts), the achievement, the gift when prize-eligible, and the certificate's link.
 */
export function resultMail(locale: Locale, facts: ResultMailFacts): MailContent {
  const words = messagesFor(locale).resultMail;
  const achievement = messagesFor(locale).results.achievements[facts.achievement];
  const shared = {
    candidateName: facts.candidateName,
    grade: formatGrade(facts.grade, locale),
    guardianName: facts.guardianName,
    editionName: facts.editionName,
    score: formatScore(facts.scorePercent, locale),
    achievement,
  };
  const reading = storedGradeStandingReading(facts);
  const standing =
    reading.kind === 'percentile'
      ? words.standingPercentile({ percentile: reading.percentile })
      : {
          top: words.standingTop,
          only: words.standingOnly(shared),
          few: words.standingFew({ min: PERCENTILE_MIN_CANDIDATES }),
        }[reading.kind];
  const corrected = facts.corrected === true;
  return composeMail((corrected ? words.correctedSubject : words.subject)(shared), [
    { paragraph: words.greeting(shared) },
    { paragraph: `${(corrected ? words.correctedScore : words.score)(shared)} ${standing}` },
    { paragraph: words.achievement(shared) },
    ...(facts.prizeEligible ? [{ paragraph: words.prize(shared) }] : []),
    { paragraph: corrected ? words.correctedCertificate : words.certificate },
    { link: facts.certificateUrl },
    { paragraph: words.registration },
    { link: facts.registrationUrl },
    ...(facts.manageUrl === undefined
      ? []
      : [{ paragraph: messagesFor(locale).consentMail.manage }, { link: facts.manageUrl }]),
    { paragraph: words.signature },
  ]);
}
