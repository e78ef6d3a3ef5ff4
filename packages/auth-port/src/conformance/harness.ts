import type { Backend, SubscriptionTopic } from '../backend.ts';

/** One stored subscription as the harness reads it back. */
export interface StoredSubscription {
  readonly email: string;
  readonly topic: SubscriptionTopic;
  /** Awaiting the confirmation link, or on the list. */
  readonly status: 'pending' | 'confirmed';
}

/** A credential's status, as `credentialStatus` reads it. */
export interface CredentialStatusReading {
  readonly entry: string | null;
  readonly status: 'none' | 'active' | 'revoked' | 'unresolved';
}

/** The two mails the auth service sends. */
export type SentMailKind = 'verification' | 'passwordReset';

/**
 * A mail the server queued (`mail/{id}` on Firebase, the memory outbox), as read back: the
 * consent mails (issue 28) and the list's confirmation mail (issue 30).
 */
export interface ConsentMail {
  /** `result`: the guardian's result mail once results are published (issue 29). */
  readonly kind:
    | 'guardian-confirm'
    | 'consent-notice'
    | 'consent-withdrawn'
    | 'result'
    /** A published result that changed (issue 38). */
    | 'result-corrected'
    | 'subscription-confirm'
    | 'parent-confirm';
  readonly subject: string;
  readonly text: string;
  /**
   * The link with its one-time `token`: the guardian page's (guardian-confirm), the confirmation
   * page's (subscription-confirm); the certificate's public page (result).
   */
  readonly link?: string;
  /** The guardian's own page with its long-lived manage token (issue 38), in a mail to a guardian. */
  readonly manageLink?: string;
  /** A list mail's one-click unsubscribe link (the https one of `List-Unsubscribe`). */
  readonly unsubscribeLink?: string;
  /** The mail's extra headers (`message.headers`), e.g. `List-Unsubscribe`. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The mail document's `language`; the suite checks it is the registration's notice language. */
  readonly language?: string;
}

/**
 * What an adapter hands the conformance suite. Each test asks for a fresh, empty, signed-out
 * backend, so tests never see each other's accounts.
 */
export interface ConformanceHarness {
  createBackend(): Promise<Backend>;
  /** Reads the bytes behind a download URL the adapter returned. */
  fetchBytes(url: string): Promise<Uint8Array>;
  /**
   * The Google account the next `signInWithGoogle` will complete as. Adapters whose popup cannot run
   * in Node substitute an equivalent credential sign-in behind this.
   */
  googleAccount: { readonly email: string; readonly displayName: string };
  /**
   * The words the UI shows for a failure: `describeError` from `@apex/core`, passed in because the
   * port depends on nothing. The suite checks that every failure it provokes reads by its code
   * alone, so the same failure reads the same on every backend and no adapter writes the words.
   */
  describeError(code: string, serviceMessage: string): { readonly message: string };
  /** Called after each test, e.g. to clear an emulator. */
  cleanup?(): Promise<void>;
  /**
   * The largest picture upload the backend accepts, in bytes. The port depends on nothing, so the
   * product's limit (`PROFILE_PICTURE_MAX_BYTES` in `@apex/core`) is passed in by the adapter's test;
   * 5 MiB when absent. The suite uploads files of exactly this size and one byte more.
   */
  maxPictureBytes?: number;
  /**
   * The addresses that have been sent a password-reset mail so far (e.g. from the memory outbox or
   * the Auth emulator's `oobCodes`). When given, the suite also checks that a reset for a
   * registered address produces a mail and one for an unknown address does not.
   */
  passwordResetRecipients?(): Promise<readonly string[]>;
  /**
   * Every subscription the backend has stored so far (e.g. the memory state or the Firestore
   * emulator's documents), read past the port, which offers no read. When given, the suite also
   * checks what a subscribe stored: once, normalised, and nothing more on a repeat.
   */
  storedSubscriptions?(): Promise<readonly StoredSubscription[]>;
  /**
   * The addresses that have been sent a verification mail so far (the memory outbox, the Auth
   * emulator's `oobCodes`). When given, the suite checks sign-up and a resend really send one.
   */
  verificationRecipients?(): Promise<readonly string[]>;
  /**
   * Follows the newest verification mail sent to `email`, as its owner clicking the link would.
   * When given, the suite checks the account then reads as verified.
   */
  verifyEmail?(email: string): Promise<void>;
  /**
   * The language the newest mail of `kind` to `email` went out in, as the service was told it (the
   * memory outbox's `language`; on Firebase the `X-Firebase-Locale` header of the request that sent
   * it); null when it was sent without one, undefined when no such mail was sent. When given, the
   * suite checks that `auth.setLanguage` reaches the mails.
   */
  mailLanguage?(kind: SentMailKind, email: string): Promise<string | null | undefined>;
  /**
   * Follows the newest change-of-address link mailed to `newEmail`, as its owner would. When given,
   * the suite checks `auth.changeEmail` end to end: the account's and the profile's email change.
   */
  followEmailChange?(newEmail: string): Promise<void>;
  /**
   * How many subscribes one caller may make before `subscription/rate-limited` (the product's
   * limit, passed in). When given, the suite checks the next one is refused.
   */
  subscribeCallerLimit?: number;
  /** The rules' text limits; the port depends on nothing, so `@apex/core`'s are passed in. */
  profileLimits?: { readonly usernameMaxLength: number; readonly emailMaxLength: number };
  /**
   * The editions that take registrations (`EDITIONS` of `@apex/core`; the port depends on nothing,
   * so they are passed in). The suite registers for the first; `['2024']` when absent.
   */
  registrationEditionIds?: readonly string[];
  /**
   * The registration number the product derives for this edition and account
   * (`registrationNumberFromDigest` of SHA-256 of `registrationNumberSource`, in `@apex/core`).
   * When given, the suite checks the adapter returns exactly it.
   */
  expectedRegistrationNumber?(editionId: string, uid: string): Promise<string>;
  /**
   * Every stored registration, as edition and uid, read past the port (the memory state, the
   * Firestore emulator's documents). When given, the suite checks deleting an account leaves none.
   */
  storedRegistrations?(): Promise<readonly { readonly editionId: string; readonly uid: string }[]>;
  /**
   * The newest consent mail queued to `to` (compared without regard to case), undefined when
   * none. When given, the suite checks guardian confirmation end to end (issue 28): the mails,
   * their links and what the guardian's page does with them.
   */
  latestMail?(to: string): Promise<ConsentMail | undefined>;
  /**
   * Moves the server's clock `ms` forward (the memory backend's clock; on Firebase e.g. by
   * back-dating the stored times). When given, the suite checks that links expire and that the
   * resend limit is per day.
   */
  advanceClock?(ms: number): Promise<void>;
  /**
   * Runs retention now, as its schedule would by the harness's clock (the memory backend runs it
   * before every call, so there it does nothing more). When given with `advanceClock`, the suite
   * checks a registration past its edition's deletion day is gone, with its guardian link.
   */
  runRetention?(): Promise<void>;
  /**
   * The consent log's entries for a registration, oldest first, as kind and method (the memory
   * state; on Firebase the `consentLog` collection, read past the rules). When given, the suite
   * checks how each deletion is logged (a retention deletion told apart from a withdrawal).
   */
  consentLogOf?(
    editionId: string,
    uid: string,
  ): Promise<readonly { readonly kind: string; readonly method?: string }[]>;
  /**
   * Makes the server's clock fall after the registration window of the suite's edition. When
   * given, the suite checks saves are then refused and withdrawing still works.
   */
  closeRegistrationWindow?(): Promise<void>;
  /**
   * How long the server may take to react to a save (a Firestore trigger); 0 (at once) when
   * absent. The suite reads again until the reaction shows or this has passed.
   */
  serverReactionMs?: number;
  /**
   * Gives the account with this address the organiser role (a custom claim on Firebase, set with
   * the Admin SDK; a flag in memory); it shows from the account's next sign-in. When given, the
   * suite checks the organiser, results and certificate services (issue 29).
   */
  grantOrganiser?(email: string): Promise<void>;
  /**
   * How many mails of `kind` have been queued to `to` (without regard to case) so far. When given,
   * the suite checks that publishing twice mails each guardian once.
   */
  mailCount?(to: string, kind: ConsentMail['kind']): Promise<number>;
  /**
   * A right paper in the source format (docs/papers.md) for a grade the first registration
   * edition has a test for. With `grantOrganiser`, the suite uploads it, uploads it broken and
   * assigns it (issue 40).
   */
  samplePaper?: { readonly id: string; readonly grade: number } | undefined;
  /**
   * The built-in test (issue 40): the backend knows the first registration edition with every
   * grade on the built-in test. `openBatch` makes the server's clock fall in one of its batches
   * (the suite registers first, in the registration window); `closeOverdue` runs the scheduled
   * close of attempts past their deadline and grace now, by the server's clock (moved by
   * `advanceClock`). With `grantOrganiser`, `samplePaper` and `verifyEmail`, the suite starts,
   * resumes, saves, submits and closes attempts.
   */
  builtInTest?: {
    openBatch(): Promise<void>;
    closeOverdue(): Promise<void>;
    /**
     * Ends the batch `openBatch` opened: the server's day falls after it, with no batch running
     * (issue 40, step 5). When given, the suite reads an item analysis once the batch has closed.
     */
    closeBatch?(): Promise<void>;
  };
  /**
   * What a verifier reads of a certificate's signed credential (issue 38): its status entry's id
   * (`credentialStatus.id`, null when it has none) and what the list the backend serves there
   * says of it, the list's signature checked against the backend's published key set
   * (`checkCredentialStatus` of `@apex/core/credential`, passed in because the port depends on
   * nothing). When given with `grantOrganiser`, the suite checks that taking a certificate back,
   * or correcting its result, revokes its credential.
   */
  credentialStatus?(backend: Backend, credential: string): Promise<CredentialStatusReading>;
  /** Per-test timeout for slow transports (emulators); vitest's default otherwise. */
  testTimeoutMs?: number;
}
