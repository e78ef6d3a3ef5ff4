import type {
  AccountRole,
  Achievement,
  AuthUser,
  MailLanguage,
  RegistrationDetails,
  SubscriptionTopic,
  UserProfile,
} from '@apex/auth-port';
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

/** The two mails the memory backend "sends", each with a one-time code like Firebase's oobCode. */
export type MailKind = 'passwordReset' | 'verifyEmail';

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

/** One address on one list; the email is stored trimmed and lower-cased. */
export interface SubscriptionRecord {
  readonly email: string;
  readonly topic: SubscriptionTopic;
  /** ISO 8601, so the record survives JSON. */
  readonly subscribedAt: string;
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

/** A guardian link's token, stored under its SHA-256 (hex), as `guardianTokens/{sha256hex}`. */
export interface GuardianTokenRecord {
  readonly editionId: string;
  readonly uid: string;
  readonly expiresAt: string;
  readonly usedAt: string | null;
}

export type ConsentLogKind =
  | 'consent'
  | 'confirmation'
  | 'decline'
  | 'withdrawal'
  | 'retention-deletion';

/** One entry of the append-only consent log (`consentLog/{id}`): the proof of consent. */
export interface ConsentLogEntry {
  readonly editionId: string;
  readonly uid: string;
  readonly registrationNumber: string;
  readonly kind: ConsentLogKind;
  readonly method?: GuardianMethod | 'guardian-email-pending';
  readonly noticeVersion: string;
  readonly noticeLanguage: MailLanguage;
  readonly at: string;
}

export type ConsentMailKind = 'guardian-confirm' | 'consent-notice' | 'result';

/** A published result, `editions/{editionId}/results/{uid}`; times ISO 8601. */
export interface ResultRecord {
  readonly editionId: string;
  readonly uid: string;
  readonly registrationNumber: string;
  readonly grade: number;
  readonly scorePercent: number;
  readonly percentileInGrade: number;
  readonly achievement: Achievement;
  readonly prizeEligible: boolean;
  readonly certificateId: string;
  readonly publishedAt: string;
  /** When the guardian's result mail was queued; null until then (one mail per result). */
  readonly mailedAt: string | null;
}

/** A certificate, `certificates/{id}`: only public fields, and whose it is (server-only). */
export interface CertificateRecord {
  readonly id: string;
  readonly uid: string;
  readonly candidateName: string;
  readonly grade: number;
  readonly editionId: string;
  readonly editionName: string;
  readonly achievement: Achievement;
  readonly issuedOn: string;
  readonly organiserName: string;
  readonly schoolName?: string;
  readonly withdrawnAt: string | null;
  /** The signed Open Badges credential (VC-JWT), once signed: re-signed when the certificate changes. */
  readonly credential?: string;
}

/** A publish's progress, `publishRuns/{editionId}`. */
export interface PublishRunRecord {
  readonly total: number;
  readonly written: number;
  readonly status: 'running' | 'done' | 'failed';
  readonly startedAt: string;
  readonly finishedAt: string | null;
}

/** A mail the server queued, as a `mail/{id}` document of the Trigger Email extension. */
export interface ConsentMailDocument {
  readonly id: string;
  readonly to: string;
  readonly message: { readonly subject: string; readonly text: string; readonly html: string };
  readonly kind: ConsentMailKind;
  readonly language: MailLanguage;
  readonly createdAt: string;
}

/** Everything the backend knows; plain data, so it can be written to localStorage as JSON. */
export interface MemoryState {
  accounts: AccountRecord[];
  profiles: Record<string, UserProfile>;
  sessionUid: string | null;
  outbox: MailRecord[];
  /** Unused reset codes, mapped to the uid whose password they may set. */
  resetCodes: Record<string, string>;
  /** The notify-me lists, oldest first; one record per address and topic. */
  subscriptions: SubscriptionRecord[];
  /** The exam registrations: at most one per edition and uid. */
  registrations: RegistrationRecord[];
  /** The guardians' one-time links, by the SHA-256 (hex) of their token. */
  guardianTokens: Record<string, GuardianTokenRecord>;
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
  /** Each edition's latest publish. */
  publishRuns: Record<string, PublishRunRecord>;
}

export function emptyState(): MemoryState {
  return {
    accounts: [],
    profiles: {},
    sessionUid: null,
    outbox: [],
    resetCodes: {},
    subscriptions: [],
    registrations: [],
    guardianTokens: {},
    consentLog: [],
    mail: [],
    verifyCodes: {},
    pictures: {},
    results: [],
    certificates: {},
    publishRuns: {},
  };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

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
