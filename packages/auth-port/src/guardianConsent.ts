import type { GuardianStatus, NoticeLanguage } from './registration.ts';

/**
 * What the guardian's own page shows (issue 38), by the manage link every mail to a guardian
 * carries: everything held about the child, whether consent is given, and when it is deleted.
 */
export interface GuardianConsentView {
  readonly candidateName: string;
  readonly grade: number;
  readonly schoolName: string;
  readonly guardianName: string;
  readonly guardianEmail: string;
  /** The address of the account that registered. */
  readonly registrantEmail: string;
  readonly editionId: string;
  readonly status: GuardianStatus;
  /** Whether a result and its certificate are published for the candidate. */
  readonly hasResult: boolean;
  /** When retention deletes it all, if consent is not withdrawn before. */
  readonly deleteAt: Date;
  readonly language: NoticeLanguage;
}
