/** Who filled the registration form and gave consent. */
export type ConsentRole = 'parent' | 'candidate';

/**
 * A registration's details as the form sends them, normalised by `toRegistrationDetails` of
 * `@apex/core`, which also holds the rules (a type test in the web app keeps the two shapes equal).
 * Nothing else is stored: no other key is accepted.
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
  readonly consentRole: ConsentRole;
  /** Must be true: without consent nothing is stored. */
  readonly consent: true;
}

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
}
