import type { Registration } from './registration.ts';

/**
 * The organiser's view of an edition and the results it publishes (issue 29). Words and rules
 * (thresholds, percentiles, CSV columns) live in `@apex/core`; these are the shapes both backends
 * return.
 */

/** A role an account can hold: a Firebase Auth custom claim, a flag on the memory account. */
export type AccountRole = 'organiser';

/** What a result earns: `prize` above 95%, `merit` from 75%, `participation` below. */
export type Achievement = 'participation' | 'merit' | 'prize';

/** Registered and confirmed counts of one group (a grade, a state). */
export interface RegistrationCount {
  readonly registered: number;
  readonly confirmed: number;
}

/** An edition's totals; `registered` counts every registration, confirmed or not. */
export interface OrganiserTotals {
  readonly registered: number;
  readonly confirmed: number;
  readonly awaitingGuardian: number;
  /** By grade (6 to 10); a grade nobody registered for is absent. */
  readonly byGrade: Readonly<Record<number, RegistrationCount>>;
  /** By the school's state, by name; a state nobody registered from is absent. */
  readonly byState: Readonly<Record<string, RegistrationCount>>;
}

export type RegistrationSort = 'name' | 'number' | 'grade' | 'state';
export type SortDirection = 'asc' | 'desc';

/** One page of the console's table: filters, order and where to go on from. */
export interface RegistrationQuery {
  /**
   * Matched, without regard to case, as the start of any word (or of the whole) of the
   * candidate's name, the school's name or its city, in any script, or as the whole registration
   * number (with or without its hyphens): @apex/server's searchTokensOf (docs/adr/0122).
   */
  readonly search?: string;
  readonly grade?: number;
  readonly state?: string;
  readonly status?: 'confirmed' | 'awaiting-guardian';
  readonly sort: RegistrationSort;
  readonly direction: SortDirection;
  /** 1 to `ORGANISER_MAX_PAGE_SIZE`. */
  readonly pageSize: number;
  /** The `next` of the page before; absent for the first page. Opaque. */
  readonly after?: string;
}

/** What narrows the registrations a query or a count meets: its search and filters. */
export type RegistrationFilters = Pick<RegistrationQuery, 'search' | 'grade' | 'state' | 'status'>;

/** A registration as the organiser sees it: all its details, and whose it is. */
export interface OrganiserRegistrationRow extends Registration {
  readonly uid: string;
}

export interface RegistrationPage {
  readonly rows: readonly OrganiserRegistrationRow[];
  /** Pass as `after` for the next page; null on the last page. */
  readonly next: string | null;
}

/** One row of a results file, as the console publishes it. */
export interface ResultRow {
  readonly registrationNumber: string;
  /** 0 to 100, at most two decimals. */
  readonly scorePercent: number;
}

/**
 * What a publish did: results, certificates and mails in place for its rows, in total so far; and
 * what this call itself did with them (issue 42), so the console never reports as sent what was
 * already there.
 */
export interface PublishOutcome {
  readonly published: number;
  readonly certificates: number;
  readonly mailed: number;
  /** Of the rows: results written for the first time by this call. */
  readonly added: number;
  /** Of the rows: results this call changed (a new score or standing). */
  readonly corrected: number;
  /** Of the rows: results already published exactly so, left as they were. */
  readonly unchanged: number;
  /** Result mails this call queued (only a new result is mailed). */
  readonly mailedNow: number;
}

/** How a publish is going (`publishRuns/{editionId}`), for the console's progress bar. */
export interface PublishProgress {
  readonly total: number;
  readonly written: number;
  readonly status: 'running' | 'done' | 'failed';
  readonly startedAt: Date;
  readonly finishedAt: Date | null;
  /**
   * While `done`: core's `publishedRowsDigest` of the rows this publish was given (issue 42), so
   * the console keeps Publish off for the same rows after a reload; null otherwise.
   */
  readonly rowsDigest: string | null;
}

/** One page of an edition's published results, by registration number (issue 42). */
export interface PublishedResultPage {
  readonly rows: readonly Result[];
  /** Pass as `after` for the next page; null on the last page. Opaque. */
  readonly next: string | null;
}

/** A candidate's published result (`editions/{e}/results/{uid}`): the owner's and organisers'. */
export interface Result {
  readonly editionId: string;
  readonly registrationNumber: string;
  readonly grade: number;
  readonly scorePercent: number;
  /** The percentage of the grade's candidates who scored strictly less, 0 to 100. */
  readonly percentileInGrade: number;
  /**
   * How many candidates the grade has, and 1 plus how many of them scored more (issue 42): core's
   * `gradeStandingReading` shows a percentile only for a large enough grade. Absent on a result
   * published before they were stored.
   */
  readonly candidatesInGrade?: number;
  readonly rankInGrade?: number;
  readonly achievement: Achievement;
  /** Above 95%: a gift is sent (spec). */
  readonly prizeEligible: boolean;
  readonly certificateId: string;
  readonly publishedAt: Date;
}

/**
 * What anyone may read of a certificate (`certificates/{id}`): no contact details. A certificate
 * that was taken back keeps nothing of the candidate (issue 38): only that it no longer stands.
 */
export type PublicCertificate = StandingCertificate | WithdrawnCertificate;

/** A certificate that stands: its public facts. */
export interface StandingCertificate {
  readonly id: string;
  readonly candidateName: string;
  readonly grade: number;
  readonly editionId: string;
  readonly editionName: string;
  readonly achievement: Achievement;
  /** The Indian day it was issued, `YYYY-MM-DD`. */
  readonly issuedOn: string;
  readonly organiserName: string;
  /** Only when the guardian agreed (`showSchoolOnCertificate`). */
  readonly schoolName?: string;
  /** Null: it stands (a withdrawn one is a `WithdrawnCertificate`). */
  readonly withdrawnAt: null;
  /**
   * The certificate as an Open Badges 3.0 credential, signed by the server as a VC-JWT (issue 32,
   * `@apex/core/credential`); absent on a certificate issued before credentials were.
   */
  readonly credential?: string;
}

/** Whether a certificate read stands (it is not null and was not withdrawn). */
export function isStanding(
  certificate: PublicCertificate | null | undefined,
): certificate is StandingCertificate {
  return certificate !== null && certificate !== undefined && certificate.withdrawnAt === null;
}

/**
 * A certificate its family withdrew: the server erased the name, the school, the facts and the
 * signed credential from the public record, keeping only when it stopped standing.
 */
export interface WithdrawnCertificate {
  readonly id: string;
  readonly withdrawnAt: Date;
}
