import type {
  AccountRole,
  AuthUser,
  MailLanguage,
  RegistrationDetails,
  SubscriptionTopic,
  UserProfile,
} from '@apex/auth-port';
import { normalizeEmail } from '@apex/core';
import type {
  AccountLogEntry,
  CertificateDocument,
  ListMailDocument,
  MailDocument,
  ManageTokenRecord,
  OrganiserAuditFields,
  ResultDocument,
  ConsentLogEntry as ServerConsentLogEntry,
  MailKind as ServerMailKind,
} from '@apex/server';
import type { PasswordHash } from './passwords.ts';

/** One account as the memory backend keeps it. The email is stored lower-cased, as Firebase does. */
export interface AccountRecord {
  readonly uid: string;
  readonly email: string;
  readonly displayName: string | null;
  readonly photoURL: string | null;
  readonly emailVerified: boolean;
  /** Null for an account that only ever signed in with Google. */
  readonly password: PasswordHash | null;
  /** Whether the account has signed in with Google (absent in state saved before it was kept). */
  readonly google?: boolean;
  /** Firebase's custom claims: `organiser` (issue 29); absent is none. */
  readonly roles?: readonly AccountRole[];
}

/**
 * The mails the memory auth service "sends", each with a one-time code like Firebase's oobCode: a
 * reset, a verification, and the link that changes the sign-in address (`verifyBeforeUpdateEmail`).
 */
export type MailKind = 'passwordReset' | 'verifyEmail' | 'changeEmail';

export interface MailRecord {
  readonly kind: MailKind;
  readonly to: string;
  /** ISO 8601, so the record survives JSON. */
  readonly sentAt: string;
  readonly code: string;
  readonly link: string;
  /** The language the mail would have been written in: the one set when it was sent. */
  readonly language: MailLanguage;
}

/** One topic of a subscriber: awaiting the confirmation link, or on the list since `since`. */
export interface SubscriberTopicRecord {
  readonly status: 'pending' | 'confirmed';
  /** ISO 8601, so the record survives JSON. */
  readonly since: string;
}

/**
 * One address on the lists, as `subscribers/{hmacHex}`: stored under the HMAC-SHA256 of the
 * normalised address with the server's key, so the ids cannot be reversed with a list of addresses.
 */
export interface SubscriberRecord {
  /** Trimmed and lower-cased; kept only because the list's mail has to be sent to it. */
  readonly email: string;
  readonly language: MailLanguage;
  readonly topics: Partial<Record<SubscriptionTopic, SubscriberTopicRecord>>;
  /** The confirmation mails sent in the last day, for the per-address limits (ISO 8601 times). */
  readonly mailed: readonly { readonly topic: SubscriptionTopic; readonly at: string }[];
}

/** A list link's token, stored under its SHA-256 (hex), as `subscriptionTokens/{sha256hex}`. */
export interface SubscriptionTokenRecord {
  /** The subscriber's id (the HMAC). */
  readonly subscriber: string;
  readonly topic: SubscriptionTopic;
  readonly purpose: 'confirm' | 'unsubscribe';
  /** A confirm link's end; null for an unsubscribe link, which never expires. */
  readonly expiresAt: string | null;
  readonly usedAt: string | null;
}

/** A pending change of sign-in address: the uid and the new address its mailed code sets. */
export interface EmailChangeRecord {
  readonly uid: string;
  readonly email: string;
}

/** How the guardian's consent was verified (issue 28). */
export type GuardianMethod = 'account-email' | 'guardian-email';

/**
 * One account's registration for one edition: the details as given, when consent was given, and
 * the fields only the server writes (Firestore's `guardianConfirmedAt`, `guardianMethod`,
 * `guardianRequestedAt`, `deleteAt`). Times are ISO 8601, so the record survives JSON.
 */
export interface RegistrationRecord {
  readonly editionId: string;
  readonly uid: string;
  readonly details: RegistrationDetails;
  /** The time of the latest save, as Firestore's `request.time`. */
  readonly consentedAt: string;
  readonly guardianConfirmedAt: string | null;
  readonly guardianMethod: GuardianMethod | null;
  readonly guardianRequestedAt: string | null;
  /** 00:00 in India on the edition's `dataDeleteBy`. */
  readonly deleteAt: string;
  /** The guardian mails resent on one Indian day, for the daily limit. */
  readonly guardianResends: { readonly day: string; readonly count: number } | null;
}

/**
 * Why the server deleted a registration for its guardian (issue 38), as
 * `editions/{editionId}/registrationEnds/{uid}`: the reason and the time (ISO 8601), nothing more.
 */
export interface RegistrationEndRecord {
  readonly editionId: string;
  readonly uid: string;
  readonly reason: 'guardian-withdrawal' | 'guardian-decline' | 'guardian-unconfirmed';
  readonly at: string;
}

/** A guardian link's token, stored under its SHA-256 (hex), as `guardianTokens/{sha256hex}`. */
export interface GuardianTokenRecord {
  readonly editionId: string;
  readonly uid: string;
  readonly expiresAt: string;
  readonly usedAt: string | null;
}

/** One entry of the append-only consent log (`consentLog/{id}`), as decided, with its time. */
export interface ConsentLogEntry extends ServerConsentLogEntry {
  readonly at: string;
}

/** The server's mails: consent, result and the lists' confirmation. */
export type ConsentMailKind = ServerMailKind | ListMailDocument['kind'];

/** A published result, `editions/{editionId}/results/{uid}`, as decided; times ISO 8601. */
export interface ResultRecord extends ResultDocument {
  readonly editionId: string;
  readonly uid: string;
  readonly publishedAt: string;
  /** When the guardian's result mail was queued; null until then (one mail per result). */
  readonly mailedAt: string | null;
}

/**
 * A certificate, `certificates/{id}`, as the server decides it (certificateOf): only public fields,
 * and whose it is (server-only). Its credential is signed again when the certificate changes.
 */
export interface CertificateRecord extends Omit<CertificateDocument, 'issuedOn' | 'withdrawnAt'> {
  readonly id: string;
  readonly uid: string;
  readonly issuedOn: string;
  readonly withdrawnAt: string | null;
}

/** The counter of status positions drawn, and each list's revoked bits by list number. */
export interface CredentialStatusRecord {
  readonly next: number;
  readonly revoked: Readonly<Record<string, readonly number[]>>;
}

/** One entry of `organiserAudit` (OrganiserAuditFields), with its id and ISO 8601 time. */
export interface OrganiserAuditRecord extends OrganiserAuditFields {
  readonly id: string;
  readonly at: string;
}

/** A publish's progress, `publishRuns/{editionId}`. */
export interface PublishRunRecord {
  readonly total: number;
  readonly written: number;
  readonly status: 'running' | 'done' | 'failed';
  readonly startedAt: string;
  readonly finishedAt: string | null;
  /** core's publishedRowsDigest of a finished run's rows; absent or null otherwise. */
  readonly rowsDigest?: string | null;
}

/** A mail the server queued (MailDocument, ListMailDocument), as a `mail/{id}` document. */
export interface ConsentMailDocument extends Omit<MailDocument, 'kind' | 'message'> {
  readonly id: string;
  /** Extra headers, e.g. a list mail's `List-Unsubscribe` (the extension's `message.headers`). */
  readonly message: MailDocument['message'] & {
    readonly headers?: Readonly<Record<string, string>>;
  };
  readonly kind: ConsentMailKind;
  readonly createdAt: string;
}

/** A declared age (`accountAges/{uid}`): the owner's word, and the parent's confirmation. */
export interface AccountAgeRecord {
  readonly adult: boolean;
  readonly parentEmail: string | null;
  readonly wordingVersion: string;
  readonly declaredAt: string;
  readonly parentConfirmedAt: string | null;
}

/** A parent's one-time link, by the SHA-256 (hex) of its token (`parentTokens/{id}`). */
export interface ParentTokenRecord {
  readonly uid: string;
  readonly expiresAt: string;
  readonly usedAt: string | null;
}

/** An account log entry as decided, with its time. */
export interface AccountLogRecord extends AccountLogEntry {
  readonly at: string;
}

/** Everything the backend knows; plain data, so it can be written to localStorage as JSON. */
export interface MemoryState {
  accounts: AccountRecord[];
  profiles: Record<string, UserProfile>;
  sessionUid: string | null;
  outbox: MailRecord[];
  /** Unused reset codes, mapped to the uid whose password they may set. */
  resetCodes: Record<string, string>;
  /** The notify-me lists' subscribers, by the HMAC of their address (issue 30). */
  subscribers: Record<string, SubscriberRecord>;
  /** The list links' tokens, by their SHA-256 (hex). */
  subscriptionTokens: Record<string, SubscriptionTokenRecord>;
  /** The server's secret HMAC key for subscriber ids (`SUBSCRIBER_KEY` on Firebase), hex. */
  subscriberKey: string;
  /** Unused change-of-address codes, mapped to the change they make. */
  emailChanges: Record<string, EmailChangeRecord>;
  /** The exam registrations: at most one per edition and uid. */
  registrations: RegistrationRecord[];
  /** The guardians' one-time links, by the SHA-256 (hex) of their token. */
  guardianTokens: Record<string, GuardianTokenRecord>;
  /** The guardians' manage links (issue 38), by the SHA-256 (hex) of their token. */
  guardianManageTokens: Record<string, ManageTokenRecord>;
  /** Append-only: entries are added, never changed or removed. */
  consentLog: ConsentLogEntry[];
  /** The consent mails queued, oldest first (the `mail` collection). */
  mail: ConsentMailDocument[];
  /** Unused verification codes, mapped to the uid whose address they confirm. */
  verifyCodes: Record<string, string>;
  /** The download URL each uid's one picture has now; a profile may point only at its own. */
  pictures: Record<string, string>;
  /** Published results (issue 29); at most one per edition and uid. */
  results: ResultRecord[];
  /** The certificates, by id. */
  certificates: Record<string, CertificateRecord>;
  /**
   * Credentials' revocation bits (issue 38), as `credentialStatus/*` on Firestore: the counter
   * of positions drawn, and each list's set bits, by list number.
   */
  credentialStatus: CredentialStatusRecord;
  /** Each edition's latest publish. */
  publishRuns: Record<string, PublishRunRecord>;
  /** The age each account declared at sign-up (issue 38), by uid. */
  accountAges: Record<string, AccountAgeRecord>;
  /** The parents' one-time links for under-18 accounts, by the SHA-256 (hex) of their token. */
  parentTokens: Record<string, ParentTokenRecord>;
  /** Append-only: the consent log's entries about accounts (declarations, confirmations). */
  accountLog: AccountLogRecord[];
  /** The organisers' audit log (issue 38), oldest first; only the memory "server" appends. */
  organiserAudit: OrganiserAuditRecord[];
  /** Uploaded papers with their keys, as JSON text, by paper id (`papers/{paperId}`; issue 40). */
  papers: Record<string, string>;
  /** The paper id each grade's test uses, at `{editionId}:{grade}`. */
  assignments: Record<string, string>;
  /** Why the server deleted registrations for their guardian (issue 38); a new save clears one. */
  registrationEnds: RegistrationEndRecord[];
  /**
   * The candidates' attempts (issue 40) as JSON text at `{editionId}:{uid}`: the record, the
   * counted answers and, once closed, the score (memoryAttempts.ts).
   */
  attempts: Record<string, string>;
  /**
   * What organisers granted each registration (issue 40, step 5), as JSON text at
   * `{editionId}:{uid}`: extra minutes in all and reopens (memoryOrganiserAttempts.ts).
   */
  attemptGrants: Record<string, string>;
  /**
   * Guardian mails sent today per account and per address (issue 38), at @apex/server's
   * guardianMailCounterKeys, as `guardianMailCounts/*` on Firestore: apart from the registration,
   * so a new address starts nothing afresh.
   */
  guardianMailCounts: Record<string, { readonly day: string; readonly count: number }>;
}

/** 256 random bits, hex: a fresh key for each new memory "server". */
export function newSubscriberKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

export function emptyState(): MemoryState {
  return {
    accounts: [],
    profiles: {},
    sessionUid: null,
    outbox: [],
    resetCodes: {},
    subscribers: {},
    subscriptionTokens: {},
    subscriberKey: newSubscriberKey(),
    emailChanges: {},
    registrations: [],
    guardianTokens: {},
    guardianManageTokens: {},
    consentLog: [],
    mail: [],
    verifyCodes: {},
    pictures: {},
    results: [],
    certificates: {},
    credentialStatus: { next: 0, revoked: {} },
    publishRuns: {},
    accountAges: {},
    parentTokens: {},
    accountLog: [],
    organiserAudit: [],
    papers: {},
    assignments: {},
    registrationEnds: [],
    attempts: {},
    attemptGrants: {},
    guardianMailCounts: {},
  };
}

export { normalizeEmail };

export function findAccountByEmail(state: MemoryState, email: string): AccountRecord | undefined {
  const wanted = normalizeEmail(email);
  return state.accounts.find((account) => account.email === wanted);
}

export function findAccountByUid(state: MemoryState, uid: string): AccountRecord | undefined {
  return state.accounts.find((account) => account.uid === uid);
}

/** The port's view of an account: a frozen copy, so callers cannot change the store through it. */
export function toAuthUser(account: AccountRecord): AuthUser {
  return Object.freeze({
    uid: account.uid,
    email: account.email,
    displayName: account.displayName,
    photoURL: account.photoURL,
    emailVerified: account.emailVerified,
    providers: Object.freeze([
      ...(account.password === null ? [] : (['password'] as const)),
      ...(account.google === true ? (['google'] as const) : []),
    ]),
    roles: Object.freeze([...(account.roles ?? [])]),
  });
}
