import type { Locale } from '@apex/core';

/**
 * What the consent decisions read of a stored registration, in either shell (a Firestore document,
 * the memory backend's record). A server field is null when absent; its value, a Firestore
 * Timestamp or an ISO string, matters to no decision.
 */
export interface ConsentRegistration {
  readonly candidateName: string;
  readonly grade: number;
  readonly schoolName: string;
  readonly guardianName: string;
  readonly guardianEmail: string;
  readonly noticeVersion: string;
  readonly noticeLanguage: Locale;
  readonly guardianConfirmedAt: object | string | null;
  readonly guardianRequestedAt: object | string | null;
}

/** The account that saved the registration, as the sign-in service knows it. */
export interface Account {
  readonly email: string | null;
  readonly emailVerified: boolean;
  /**
   * Whether the account's owner declared at sign-up that they are 18 or older (`accountAges`,
   * accountAge.ts). False for a child's account and for one that never answered (an older account,
   * a Google sign-in): only an adult's own mailbox can stand for a parent's (DPDP Rules r.10).
   */
  readonly adult: boolean;
}
