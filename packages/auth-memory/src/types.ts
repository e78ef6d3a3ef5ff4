import type {
  Backend,
  BackendErrorCode,
  MailLanguage,
  RegistrationDetails,
  SubscriptionTopic,
  UserProfile,
} from '@apex/auth-port';
import type { ExamEdition } from '@apex/core';
import type { CredentialJwk } from '@apex/core/credential';
import type * as PaperDecisions from '@apex/server/papers';
import type { StoredPaper } from '@apex/server/papers';
import type { MailboxMail } from './mailbox.ts';
import type { ConsentLogEntry, ConsentMailKind, GuardianMethod } from './state.ts';

export type MemoryPaperServer = Pick<
  typeof PaperDecisions,
  'uploadPaper' | 'assignmentRefusal' | 'SAMPLE_PAPERS'
>;

export type MemoryOperation =
  | 'auth.createAccount'
  | 'auth.signIn'
  | 'auth.signInWithGoogle'
  | 'auth.ageDeclared'
  | 'auth.declareAge'
  | 'auth.sendPasswordReset'
  | 'auth.sendEmailVerification'
  | 'auth.deleteAccount'
  | 'auth.changeEmail'
  | 'auth.reloadUser'
  | 'auth.signOut'
  | 'profiles.read'
  | 'profiles.create'
  | 'profiles.update'
  | 'files.uploadProfilePicture'
  | 'subscriptions.subscribe'
  | 'subscriptions.confirm'
  | 'subscriptions.unsubscribe'
  | 'registrations.save'
  | 'registrations.read'
  | 'registrations.readEnd'
  | 'registrations.withdraw'
  | 'registrations.resendGuardianMail'
  | 'guardian.describe'
  | 'guardian.confirm'
  | 'guardian.decline'
  | 'parents.describe'
  | 'parents.confirm'
  | 'guardian.describeConsent'
  | 'guardian.withdrawConsent'
  | 'organiser.totals'
  | 'organiser.registrations'
  | 'organiser.count'
  | 'organiser.publishResults'
  | 'organiser.publishProgress'
  | 'organiser.publishedResults'
  | 'organiser.recordExport'
  | 'organiser.auditLog'
  | 'organiser.uploadPaper'
  | 'organiser.assignPaper'
  | 'organiser.assignedPapers'
  | 'results.read'
  | 'certificates.read'
  | 'certificates.withdraw'
  | 'attempts.start'
  | 'attempts.save'
  | 'attempts.submit'
  | 'attempts.read'
  | 'certificates.statusList'
  // The organiser's side of the attempts (issue 40, step 5).
  | 'organiser.attempts'
  | 'organiser.grantExtraTime'
  | 'organiser.reopenAttempt'
  | 'organiser.attemptResults'
  | 'organiser.publishFromAttempts'
  | 'organiser.itemAnalysis';

/** A mail the memory backend "sent": a password reset or an address verification. */
export interface PasswordResetMail {
  readonly to: string;
  readonly sentAt: Date;
  /**
   * The one-time code, as Firebase's `oobCode`; `controls.completePasswordReset` (a reset mail) or
   * `controls.verifyEmail` (a verification mail) accepts it.
   */
  readonly code: string;
  /** The link the mail would carry; it points at a reserved `.invalid` host and opens nothing. */
  readonly link: string;
  /**
   * The language the mail would have been written in: the one `auth.setLanguage` last set before
   * it was sent, English until then.
   */
  readonly language: MailLanguage;
}

/** An address on one of the notify-me lists, as the memory backend stored it. */
export interface StoredSubscription {
  /** Trimmed and lower-cased. */
  readonly email: string;
  readonly topic: SubscriptionTopic;
  /** Awaiting the confirmation link, or on the list. */
  readonly status: 'pending' | 'confirmed';
  /** Since when it has had this status. */
  readonly since: Date;
}
/** A registration as the memory backend stored it, read past the port. */
export interface StoredRegistration {
  readonly editionId: string;
  readonly uid: string;
  readonly details: RegistrationDetails;
  readonly consentedAt: Date;
  readonly guardianConfirmedAt: Date | null;
  readonly guardianMethod: GuardianMethod | null;
  readonly deleteAt: Date;
}

/** A consent mail the memory "server" queued, as its `mail` document, with the link it carries. */
export interface ConsentMail {
  readonly id: string;
  readonly to: string;
  readonly kind: ConsentMailKind;
  readonly language: MailLanguage;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly createdAt: Date;
  /**
   * The link with its one-time token: the guardian page's in a guardian-confirm mail, the
   * confirmation page's in a subscription-confirm mail; the certificate's page in a result mail.
   */
  readonly link?: string;
  /** The guardian's own page with its manage token (issue 38), in every mail to a guardian. */
  readonly manageLink?: string;
  /** A list mail's one-click unsubscribe link (the https one of `List-Unsubscribe`). */
  readonly unsubscribeLink?: string;
  /** Extra headers, e.g. `List-Unsubscribe`. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Same shape as a reset mail; its code verifies the address instead. */
export type VerificationMail = PasswordResetMail;

export interface MemoryGoogleAccount {
  readonly email: string;
  readonly displayName: string;
  readonly photoURL?: string;
}

export interface MemoryBackendOptions {
  /** Keep accounts, profiles, pictures and the session across reloads. Off by default. */
  persist?: false | 'localStorage';
  /** The localStorage key, when persisting; change it to keep two apps or tests apart. */
  storageKey?: string;
  /** Adds the demo accounts listed in the README (existing accounts are left as they are). */
  seedDemoAccounts?: boolean;
  /** Delay every call by this many milliseconds, to see busy states. */
  latencyMs?: number;
  /** The account Google sign-in completes as; a demo Google account otherwise. */
  googleAccount?: MemoryGoogleAccount;
  /** Log each mail (reset, verification) to the console; on by default when persisting (the dev server). */
  logMail?: boolean;
  /**
   * The server's clock, in milliseconds since the epoch: the registration window, the guardian
   * links' expiry, the resend limit's day and retention follow it. The machine's by default; the
   * dev site passes its pretend day (`?today=`).
   */
  now?: () => number;
  /** The origin the consent mails' links point at; the page's own, or http://localhost:5173. */
  siteOrigin?: string;
  /** The name certificates are issued in; `AGENCY.name` by default (the site passes its own). */
  organiserName?: string;
  /**
   * The private key the memory "server" signs credentials with (issue 32): the development key
   * (`DEVELOPMENT_CREDENTIAL_KEY`) unless a test gives another.
   */
  credentialKey?: CredentialJwk;
  /**
   * The papers' decisions (`@apex/server/papers`; issue 40), given by a Node caller (tests, the
   * conformance suite): the import needs ajv, which the browser never loads (ADR 0181). With them
   * the backend seeds the sample papers through the import; without them an upload rejects with
   * `organiser/unavailable`.
   */
  papers?: MemoryPaperServer;
  /**
   * The editions the memory "server" knows for the built-in test (issue 40): `@apex/core`'s
   * EDITIONS by default; a test may give one whose grades use the built-in test.
   */
  editions?: readonly ExamEdition[];
  /**
   * Papers as the server's import stored them (`sampleStoredPapers.json`, made in Node), for a
   * browser build: each is stored and assigned to its grade in every edition of `editions` whose
   * grade uses the built-in test, so the whole test runs on the memory build (ADR 0183).
   */
  storedPapers?: readonly StoredPaper[];
}

export interface MemoryBackendControls {
  /**
   * The next call of `operation` rejects with this code (and message). Several calls queue up: each
   * fails one call, in order.
   */
  failNext(operation: MemoryOperation, code: BackendErrorCode, message?: string): void;
  /** Password-reset mails "sent", oldest first. */
  readonly outbox: readonly PasswordResetMail[];
  /** The notify-me lists' entries, by address and topic; the port offers no way to read them. */
  readonly subscriptions: readonly StoredSubscription[];
  /** The exam registrations, oldest first; each account's details exactly as stored. */
  readonly registrations: readonly StoredRegistration[];
  /** The consent mails queued (guardian links, notices), oldest first: the `mail` collection. */
  readonly consentMail: readonly ConsentMail[];
  /**
   * Every mail sent, by the auth service and the "server" alike, newest first: what the
   * development mailbox lists (issue 43).
   */
  readonly mailbox: readonly MailboxMail[];
  /** The consent log, oldest first: append-only. */
  readonly consentLog: readonly ConsentLogEntry[];
  /** Moves the server's clock on, e.g. to make a guardian's link expire. */
  advanceClock(ms: number): void;
  /** Verification mails "sent" (at sign-up and on request), oldest first. */
  readonly verificationOutbox: readonly VerificationMail[];
  /** Marks the address verified with the code from a verification mail, as its link would. */
  verifyEmail(code: string): Promise<void>;
  /** Change-of-address mails "sent" (`auth.changeEmail`), oldest first, to the new address. */
  readonly emailChangeOutbox: readonly VerificationMail[];
  /** Changes the sign-in address with the code from a change-of-address mail, as its link would. */
  changeEmail(code: string): Promise<void>;
  /**
   * False while a change could not be written to localStorage (blocked or full): the change is
   * kept in memory, but will not survive a reload. Always true without persistence.
   */
  readonly savedToStorage: boolean;
  /**
   * Stores `users/{uid}` as given, bypassing the rules (as the rules test kit's
   * `withSecurityRulesDisabled` does), its picture URL counting as the uid's own stored picture:
   * for fixtures whose picture URL the test chooses.
   */
  seedProfile(uid: string, profile: UserProfile): Promise<void>;
  /** Changes the delay of every later call. */
  setLatency(latencyMs: number): void;
  /** Sets a new password with the code from a reset mail, as the mail's link would. */
  completePasswordReset(code: string, newPassword: string): Promise<void>;
  /**
   * Gives the account with this address the organiser role, as the functions' `organiser grant`
   * command sets the custom claim; it shows from the account's next sign-in.
   */
  grantOrganiser(email: string): Promise<void>;
  /**
   * Adds `count` valid registrations to the edition (mixed grades, states, statuses, made-up
   * names), each under an account-less uid, bypassing the rules: for development and the
   * console's benchmark.
   */
  seedRegistrations(count: number, editionId: string): Promise<void>;
  /**
   * Fills the edition with sample registrations up to `count` (the same generator), every fourth
   * confirmed one with a published result and certificate: the development site's sample data
   * (`?seed=`, issue 43). Adds nothing once the edition has `count` of them.
   */
  seedSampleEdition(count: number, editionId: string): Promise<void>;
}

export interface MemoryBackend extends Backend {
  readonly controls: MemoryBackendControls;
}
