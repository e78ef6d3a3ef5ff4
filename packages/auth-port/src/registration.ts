/** A language a notice can be read in: the site's (`Locale` of `@apex/core`). */
export type NoticeLanguage = 'en' | 'hi';

/**
 * A registration's details as the form sends them, normalised by `toRegistrationDetails` of
 * `@apex/core`, which also holds the rules (a type test in the web app keeps the two shapes equal).
 * Nothing else is stored: no other key is accepted. Only a parent or guardian registers (issue 28).
 */
export interface RegistrationDetails {
  readonly candidateName: string;
  /** 6 to 10. */
  readonly grade: number;
  readonly schoolName: string;
  readonly schoolCity: string;
  /** One of India's 28 states and 8 union territories, by name. */
  readonly schoolState: string;
  readonly guardianName: string;
  readonly guardianEmail: string;
  /** `+91` and ten digits; absent when not given. */
  readonly guardianMobile?: string;
  /** Must be true: without consent nothing is stored. */
  readonly consent: true;
  /** The consent notice's version the consent was given under (`CONSENT_NOTICE_VERSION`). */
  readonly noticeVersion: string;
  /** The language the notice was read in: the page's. */
  readonly noticeLanguage: NoticeLanguage;
  /**
   * Whether the guardian agreed that the school's name may show on the public certificate
   * (issue 29); absent means no.
   */
  readonly showSchoolOnCertificate?: boolean;
}

/** Whether a registration counts yet: only once a guardian has confirmed it. */
export type GuardianStatus = 'confirmed' | 'awaiting-guardian';

/** A stored registration, as read back. */
export interface Registration extends RegistrationDetails {
  readonly editionId: string;
  /**
   * Derived from the edition and the account (`registrationNumberFromDigest` in `@apex/core`), so
   * it stays the same however often the registration is saved, and is never stored.
   */
  readonly registrationNumber: string;
  /** When consent was (last) given: the server's time of the latest save. */
  readonly consentedAt: Date;
  /**
   * 'confirmed' once the guardian's address is the account's verified one (at save) or the
   * guardian confirmed through the mailed link; 'awaiting-guardian' until then, and again after
   * the guardian's address changes.
   */
  readonly guardianStatus: GuardianStatus;
  /** When the guardian's consent was verified (server time); null while awaiting. */
  readonly guardianConfirmedAt: Date | null;
  /** When the server deletes it: 00:00 in India on its edition's `dataDeleteBy`. */
  readonly deleteAt: Date;
}

/**
 * What the guardian's page shows for a link's token (no account needed). Whoever opens it may be a
 * stranger (a mistyped address, issue 38): the candidate's first name and grade only, never the
 * full name or the school; the server does not send them.
 */
export interface GuardianRequest {
  readonly candidateFirstName: string;
  readonly grade: number;
  readonly guardianName: string;
  /** The address of the account that registered. */
  readonly registrantEmail: string;
  readonly editionId: string;
  /** When the link stops working. */
  readonly expiresAt: Date;
  /** The language the registration was made in, for the page's words. */
  readonly language: NoticeLanguage;
}

/**
 * Why the account's registration for an edition is gone, when the family did not delete it
 * themselves (issue 38): the guardian withdrew consent from their own page, declined the request,
 * or never confirmed it within the link's days and the grace day. Registering again clears it.
 */
export interface RegistrationEnd {
  readonly reason: 'guardian-withdrawal' | 'guardian-decline' | 'guardian-unconfirmed';
  /** When the server deleted the registration. */
  readonly at: Date;
}
