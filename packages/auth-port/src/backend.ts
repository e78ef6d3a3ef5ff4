import type { AttemptResultsPreview, ItemAnalysisView } from './attemptResults.ts';
import type {
  AttemptAnswers,
  AttemptClosed,
  AttemptSaveOutcome,
  AttemptStart,
  AttemptView,
} from './attempts.ts';
import type { GuardianConsentView } from './guardianConsent.ts';
import type { OrganiserAttemptService } from './organiserAttempts.ts';
import type { OrganiserAuditPage, OrganiserAuditQuery } from './organiserAudit.ts';
import type { PaperAssignment, PaperUploadOutcome } from './papers.ts';
import type {
  GuardianRequest,
  Registration,
  RegistrationDetails,
  RegistrationEnd,
} from './registration.ts';
import type {
  OrganiserTotals,
  PublicCertificate,
  PublishedResultPage,
  PublishOutcome,
  PublishProgress,
  RegistrationFilters,
  RegistrationPage,
  RegistrationQuery,
  Result,
  ResultRow,
} from './results.ts';
import type {
  AgeDeclaration,
  AuthUser,
  ParentRequest,
  ProfileChanges,
  Reauthentication,
  UploadOptions,
  UserProfile,
} from './user.ts';

export type Unsubscribe = () => void;

/**
 * A language the service's mails (address verification, password reset) can go out in, as a
 * BCP-47 tag: the site's languages. The port depends on nothing, so these are spelled here; the
 * web app passes `@apex/core`'s `Locale`, which must fit (its typecheck fails when a language is
 * added to the site and not here).
 */
export type MailLanguage = 'en' | 'hi';

/** Sign-in. Every method rejects with a `BackendError`. */
export interface AuthService {
  /**
   * Creates the account, signs it in and sends it a verification mail. `displayName` (the username
   * typed at sign-up) is kept on the account, trimmed to the profile's limits, so a profile made
   * from the account later still has it. A failure to set the name or send the mail does not fail
   * the sign-up: the account exists by then.
   *
   * `age` is what the owner declared (issue 38), stored once and never changed by the client: an
   * adult's own verified address may stand for a guardian's; for an under-18 account the server
   * mails the parent a one-time link (in the service's language, `setLanguage`), and until the
   * parent confirms, the account cannot register a candidate (`registration/parent-not-confirmed`)
   * or keep a picture (`storage/parent-not-confirmed`); unconfirmed, it is deleted when the link
   * expires. A declaration naming the account's own address as the parent's rejects with
   * `auth/invalid-email` before the account is made.
   */
  createAccount(
    email: string,
    password: string,
    displayName?: string,
    age?: AgeDeclaration,
  ): Promise<AuthUser>;
  signIn(email: string, password: string): Promise<AuthUser>;
  /**
   * Opens the Google popup. Adapters must open it synchronously, before their first `await`, so a
   * browser still counts it as part of the user's click.
   */
  signInWithGoogle(): Promise<AuthUser>;
  /**
   * Whether the signed-in account has said whether its owner is 18 or older (issue 38): at
   * sign-up, or through `declareAge`. False for an account made through Google until it answers;
   * `auth/unauthenticated` when signed out.
   */
  ageDeclared(): Promise<boolean>;
  /**
   * The age question for the signed-in account that has not answered it (an account made through
   * Google): stored once, as `createAccount`'s `age` is, with the same consequences (an under-18
   * account's parent is mailed a link, in the service's language, and until they confirm the
   * account is limited). Until it answers, an account made through Google cannot register a
   * candidate (`registration/age-not-declared`) or keep a picture (`storage/age-not-declared`).
   * Rejects with `auth/invalid-email` for a parent's address that is not valid or is the
   * account's own, `auth/age-already-declared` when the account has answered before (the first
   * answer stands) and `auth/unauthenticated` when signed out; nothing is stored then.
   */
  declareAge(age: AgeDeclaration): Promise<void>;
  /** Succeeds for unknown addresses too, so nobody can learn who has an account. */
  sendPasswordReset(email: string): Promise<void>;
  /** (Re)sends the verification mail to the signed-in user; `auth/unauthenticated` otherwise. */
  sendEmailVerification(): Promise<void>;
  /**
   * Re-authenticates the signed-in user, then deletes their picture, their profile document, their
   * exam registrations, their address's subscriptions and the account itself, and signs out. A failed re-authentication deletes nothing. For Google,
   * the popup opens synchronously, as in `signInWithGoogle`.
   */
  deleteAccount(reauthentication: Reauthentication): Promise<void>;
  /**
   * Re-authenticates the signed-in user (as `deleteAccount`), then mails a verification link to
   * `newEmail` (Firebase's `verifyBeforeUpdateEmail`): the sign-in address changes only when that
   * link is followed, and the profile's email follows it. Rejects with `auth/invalid-email`,
   * `auth/email-already-in-use` (another account has it), `auth/requires-recent-login`,
   * `auth/invalid-credential` / `auth/user-mismatch` for a failed re-authentication, and
   * `auth/unauthenticated` when signed out; nothing changes then.
   */
  changeEmail(newEmail: string, reauthentication: Reauthentication): Promise<void>;
  /**
   * Re-reads the signed-in account from the service and resolves with it as it is now (null when
   * signed out): how a page learns that the address was verified since, perhaps in another tab.
   * Listeners of `onAuthStateChanged` are not called for it.
   */
  reloadUser(): Promise<AuthUser | null>;
  signOut(): Promise<void>;
  /** The listener gets the current state at once, then every change, until unsubscribed. */
  onAuthStateChanged(listener: (user: AuthUser | null) => void): Unsubscribe;
  /**
   * The language of every mail sent from now on (verification, password reset), until set again:
   * the page's language, so a visitor reading Hindi gets Hindi mail. Until first set, the
   * service's default (English).
   * Signed in or out alike; it takes effect at once, sends nothing and cannot fail. The choice
   * belongs to this backend instance only (as Firebase's `auth.languageCode`), not to the account.
   */
  setLanguage(language: MailLanguage): void;
}

/**
 * The documents `users/{uid}`; only the signed-in owner may read, write or delete theirs. Writes
 * are refused with `profile/permission-denied` when they break the rules' limits (text lengths,
 * the three keys, `profilePicture` only as this uid's own picture URL), and give up with
 * `profile/timeout` after `BACKEND_WRITE_TIMEOUT_MS`.
 */
export interface ProfileService {
  /** Gives up with `profile/timeout` after `BACKEND_READ_TIMEOUT_MS`. */
  read(uid: string): Promise<UserProfile | null>;
  create(uid: string, profile: UserProfile): Promise<void>;
  update(uid: string, changes: ProfileChanges): Promise<void>;
}

/** The profile picture at `profile_pictures/{uid}/avatar`; only the owner may write there. */
export interface FileService {
  /**
   * Uploads a JPEG, PNG or WebP image (at most 5 MB) as the uid's one picture, replacing the one
   * before, and resolves with its download URL. Rejects with `storage/canceled` when
   * `options.signal` aborts and `storage/timeout` after `BACKEND_WRITE_TIMEOUT_MS`.
   */
  uploadProfilePicture(uid: string, file: Blob, options?: UploadOptions): Promise<string>;
}

/** The lists a visitor can join: the footer's newsletter, and news of the next exam edition. */
export type SubscriptionTopic = 'newsletter' | 'next-edition';

/** What a subscription link (confirm or unsubscribe) was for. */
export interface SubscriptionLinkOutcome {
  readonly topic: SubscriptionTopic;
}

/**
 * The notify-me lists, with double opt-in (issue 30). Anyone may subscribe, signed in or not;
 * nobody can read a list back, and no answer tells whether an address is already on one. Only the
 * server stores (the address under a keyed hash) and mails; only confirmed addresses are on a list.
 */
export interface SubscriptionService {
  /**
   * Asks the address, trimmed and lower-cased, to confirm it wants the topic's mail: resolves the
   * same for a new address, one awaiting confirmation and one already confirmed ("check your
   * inbox"). The server mails a confirmation link (valid 7 days, carrying a one-click unsubscribe
   * link and the RFC 8058 headers) in `language`, but silently sends nothing more than one such
   * mail per address and topic in 24 hours, and three per address a day, and nothing to an address
   * already confirmed. A malformed address, or one over 254 characters, rejects with
   * `subscription/invalid-email`; an unknown topic with `subscription/invalid-topic`; a caller
   * (session, IP) asking too often with `subscription/rate-limited`.
   */
  subscribe(email: string, topic: SubscriptionTopic, language: MailLanguage): Promise<void>;
  /**
   * The confirmation link's token: the address is on the topic's list from now. Rejects with
   * `subscription/link-unknown` for a token the server does not know (or whose subscriber is gone),
   * `subscription/link-expired` after 7 days and `subscription/link-used` once used.
   */
  confirm(token: string): Promise<SubscriptionLinkOutcome>;
  /**
   * The unsubscribe link's token (every list mail carries one): the address leaves the topic's
   * list, no account needed. Idempotent: resolves again for a token already used while the server
   * knows it; `subscription/link-unknown` for one it never issued.
   */
  unsubscribe(token: string): Promise<SubscriptionLinkOutcome>;
}

/**
 * The exam registrations: at most one per account per edition, `editions/{editionId}/registrations/
 * {uid}` on Firebase. Only the signed-in owner may read, save or withdraw theirs; someone else's is
 * `registration/permission-denied`, and signed out is `auth/unauthenticated`.
 */
export interface RegistrationService {
  /**
   * Creates the uid's registration for the edition, or replaces it (registering again updates it
   * and keeps its number), and resolves with it as stored. Refused with
   * `registration/email-not-verified` while the account's address is unverified (the certificate is
   * mailed there), `registration/unknown-edition` for an edition that takes no registrations,
   * `registration/window-closed` outside the edition's registration window (by the server's
   * clock), and `registration/invalid` for details that break a rule of `@apex/core` or carry any
   * other key; gives up with `registration/timeout` after `BACKEND_WRITE_TIMEOUT_MS`.
   *
   * The server then verifies the guardian (issue 28): when `guardianEmail` is the account's
   * verified address the registration is confirmed at once and a notice is mailed there;
   * otherwise it awaits the guardian, who is mailed a one-time link (`GuardianService`). A save that
   * changes the guardian's address starts over; one that keeps it keeps the guardian's answer.
   * The resolved registration may still read as awaiting while the server works: read it again.
   */
  save(uid: string, editionId: string, details: RegistrationDetails): Promise<Registration>;
  /**
   * The uid's registration for the edition, or null when there is none; gives up with
   * `registration/timeout` after `BACKEND_READ_TIMEOUT_MS`.
   */
  read(uid: string, editionId: string): Promise<Registration | null>;
  /**
   * Why the uid's registration for the edition is gone, when the server deleted it for its
   * guardian (withdrawn, declined, never confirmed: issue 38), or null (there is one, or the owner
   * deleted it, or it was never made). Only the account reads it; a new registration clears it.
   */
  readEnd(uid: string, editionId: string): Promise<RegistrationEnd | null>;
  /** Deletes the uid's registration for the edition (the candidate's data); resolves if none. */
  withdraw(uid: string, editionId: string): Promise<void>;
  /**
   * Mails the guardian a fresh link for an awaiting registration (links sent before stop working):
   * at most `GUARDIAN_RESENDS_PER_DAY` a registration per Indian day, then `guardian/resend-limit`.
   * Resolves without sending when the registration is already confirmed.
   */
  resendGuardianMail(uid: string, editionId: string): Promise<void>;
}

/**
 * The page a guardian opens from the mailed link: no account, only the link's token. Each call
 * rejects with `guardian/link-unknown` for a token the server does not know (or whose
 * registration is gone), `guardian/link-expired` after `GUARDIAN_LINK_VALID_DAYS`, and
 * `guardian/link-used` once it was answered.
 */
export interface GuardianService {
  /** Who registered whom, for the guardian to judge; `guardian/timeout` after `BACKEND_READ_TIMEOUT_MS`. */
  describe(token: string): Promise<GuardianRequest>;
  /** The guardian's consent: the registration counts from now. The token is used up. */
  confirm(token: string): Promise<void>;
  /** The guardian refuses: the registration and its links are deleted. */
  decline(token: string): Promise<void>;
  /**
   * The guardian's own page (issue 38), by the long-lived manage link of any mail to a guardian
   * (not the one-time link): what is held about the child. `guardian/link-unknown` for a token
   * never issued, revoked, or whose registration is gone; `guardian/timeout` as `describe`.
   */
  describeConsent(manageToken: string): Promise<GuardianConsentView>;
  /**
   * The guardian withdraws consent: the registration, its result and certificate, its links and
   * any mail still queued for it are deleted; the log records it; the registrant is mailed. The
   * link is unknown from then on.
   */
  withdrawConsent(manageToken: string): Promise<void>;
}

/**
 * The page a parent opens from the link mailed about an under-18 account (issue 38): no account,
 * only the link's token. Rejects with `guardian/link-unknown`, `guardian/link-expired` and
 * `guardian/link-used` as the guardian's link does.
 */
export interface ParentService {
  describe(token: string): Promise<ParentRequest>;
  /** The parent confirms: the account may register and keep a picture from now. Used up. */
  confirm(token: string): Promise<void>;
}

/**
 * What an organiser (an account whose `roles` hold `organiser`) sees and does for an edition
 * (issue 29). Signed out, every call rejects with `auth/unauthenticated`; signed in without the
 * role, with `organiser/permission-denied`. An edition that takes no registrations is
 * `registration/unknown-edition`.
 */
export interface OrganiserService extends OrganiserAttemptService {
  totals(editionId: string): Promise<OrganiserTotals>;
  /**
   * One page of the edition's registrations, filtered and sorted on the server (never the whole
   * edition): following `next` until it is null meets every matching registration exactly once.
   * A `pageSize` outside 1 to `ORGANISER_MAX_PAGE_SIZE`, or a cursor this query did not make,
   * rejects with `organiser/invalid-query`.
   */
  registrations(editionId: string, query: RegistrationQuery): Promise<RegistrationPage>;
  /**
   * How many registrations match the query's search and filters (its order, page size and cursor
   * aside), for the table's "Showing 1–25 of 29" (issue 42): a count, never the rows.
   */
  count(editionId: string, query: RegistrationFilters): Promise<number>;
  /**
   * Publishes the results: for each row, the result (percentile in its grade among all the rows
   * published for the edition, achievement, prize eligibility), a certificate and one mail to the
   * guardian with the result and the certificate's link. Idempotent: publishing the same rows again
   * changes nothing and mails nobody twice; after a failure part-way, publishing again finishes.
   * A row `validateResultRows` of `@apex/core` finds a problem with rejects the whole call with
   * `organiser/invalid-results` before anything is written.
   */
  publishResults(editionId: string, rows: readonly ResultRow[]): Promise<PublishOutcome>;
  /** The latest publish's progress; null before the first. */
  publishProgress(editionId: string): Promise<PublishProgress | null>;
  /**
   * One page of the edition's published results in registration-number order, each with its
   * certificate's id, for the console's links to the certificates (issue 42). A `pageSize`
   * outside 1 to `ORGANISER_MAX_PAGE_SIZE` rejects with `organiser/invalid-query`.
   */
  publishedResults(
    editionId: string,
    page: { readonly pageSize: number; readonly after?: string },
  ): Promise<PublishedResultPage>;
  /**
   * The console exported `rows` rows of the edition (in the browser): the server writes it to the
   * audit log with the organiser's address and its own time (issue 38).
   */
  recordExport(editionId: string, rows: number): Promise<void>;
  /**
   * The audit log, newest first, a page at a time (a `pageSize` outside 1 to
   * `ORGANISER_MAX_PAGE_SIZE` or a cursor it did not make is `organiser/invalid-query`).
   */
  auditLog(query: OrganiserAuditQuery): Promise<OrganiserAuditPage>;
  /**
   * Uploads a paper (parsed JSON in the format of docs/papers.md; issue 40). The server checks
   * it: a right paper is stored under its own id, with its answer keys (which no client reads
   * back), replacing a paper with that id, and the outcome carries its preview (no keys); a paper
   * with problems is stored nowhere and the outcome names every problem at its place.
   */
  uploadPaper(source: unknown): Promise<PaperUploadOutcome>;
  /**
   * Makes a stored paper the test of the edition's grade, replacing the one before. Rejects with
   * `organiser/paper-unknown` for an id no upload stored and `organiser/paper-grade` for a paper
   * written for another grade.
   */
  assignPaper(editionId: string, grade: number, paperId: string): Promise<void>;
  /** Each grade's assigned paper in the edition, in grade order; a grade without one is absent. */
  assignedPapers(editionId: string): Promise<readonly PaperAssignment[]>;
  /**
   * The built-in test's results before publishing (issue 40, step 5): each closed attempt's
   * score as a row, the attempts still open and the confirmed candidates who never started.
   */
  attemptResults(editionId: string): Promise<AttemptResultsPreview>;
  /**
   * Publishes the server's scores of the edition's closed attempts through the same publish as
   * `publishResults` (percentile, prize, certificate, credential, mail). Rejects with
   * `organiser/attempts-open` while any attempt is open, before anything is written.
   */
  publishFromAttempts(editionId: string): Promise<PublishOutcome>;
  /**
   * A grade's item analysis over its closed attempts; `organiser/batch-open` while a batch of the
   * edition runs or an attempt of the grade is open, `organiser/paper-unknown` with no paper.
   */
  itemAnalysis(editionId: string, grade: number): Promise<ItemAnalysisView>;
}

/** A candidate's published result: only the registration's owner (and organisers) may read it. */
export interface ResultService {
  /**
   * The uid's result for the edition, null until published. Someone else's is
   * `results/permission-denied`; signed out is `auth/unauthenticated`.
   */
  read(uid: string, editionId: string): Promise<Result | null>;
}

/** The certificates anyone can verify by id. */
export interface CertificateService {
  /** The certificate's public fields, signed in or not; null for an id nobody was issued. */
  read(id: string): Promise<PublicCertificate | null>;
  /**
   * The owner withdraws the certificate of their registration for the edition: it then reads as
   * withdrawn (its public page says so) and stays withdrawn. Repeating resolves. Someone else's is
   * `certificate/permission-denied`, signed out `auth/unauthenticated`, none issued
   * `certificate/not-found`.
   */
  withdraw(uid: string, editionId: string): Promise<void>;
  /**
   * The signed revocation list a credential's `credentialStatus.statusListCredential` names
   * (issue 38): a W3C BitstringStatusListCredential as a compact JWS, the site's
   * `/credentials/status/<n>`, read by anyone. Any other address, or a list the server never
   * issued, is `certificate/not-found`; the server not answering, `certificate/unavailable`.
   */
  statusList(url: string): Promise<string>;
}

/**
 * The candidate's built-in test (issue 40): one attempt per registration, timed and scored by the
 * server. Only the registration's signed-in owner acts on it: someone else's is
 * `attempt/permission-denied`, signed out is `auth/unauthenticated`; no answer is
 * `attempt/unavailable`.
 */
export interface AttemptService {
  /**
   * Starts the test of the uid's registration for the edition, or resumes the attempt it has
   * (one per registration; a second start, on any device, resumes the first with its answers and
   * deadline). A new attempt starts only during a batch of the edition
   * (`attempt/outside-batch`), for a registration (`attempt/not-registered`) its guardian confirmed
   * (`attempt/not-confirmed`), of a grade whose test is the built-in one with a paper assigned
   * (`attempt/no-test`). Its deadline is the paper's minutes (40) after the server's start, plus
   * any extra time granted.
   */
  start(uid: string, editionId: string): Promise<AttemptStart>;
  /**
   * Sends the answers changed since the last batch, numbered from 1 in the order they were made
   * (a batch numbered at or below the last one counted is taken as sent again and changes
   * nothing). Resolves with which were counted: an answer to no item of the paper, or unfit for its
   * item, is not. After the deadline and its grace (30 s) nothing is counted: `attempt/late`;
   * once submitted, `attempt/closed`; before a start, `attempt/not-started`.
   */
  save(
    uid: string,
    editionId: string,
    sequence: number,
    answers: AttemptAnswers,
  ): Promise<AttemptSaveOutcome>;
  /**
   * Submits: the server closes the attempt and scores the answers counted. Again, or after the
   * deadline closed it, resolves with how it was closed. `attempt/not-started` before a start.
   */
  submit(uid: string, editionId: string): Promise<AttemptClosed>;
  /** The attempt as its owner reads it (null before a start). An attempt nobody submitted is closed by the deadline. */
  read(uid: string, editionId: string): Promise<AttemptView | null>;
}

export interface Backend {
  readonly auth: AuthService;
  readonly profiles: ProfileService;
  readonly files: FileService;
  readonly subscriptions: SubscriptionService;
  readonly registrations: RegistrationService;
  readonly guardian: GuardianService;
  readonly parents: ParentService;
  readonly organiser: OrganiserService;
  readonly results: ResultService;
  readonly certificates: CertificateService;
  readonly attempts: AttemptService;
}
