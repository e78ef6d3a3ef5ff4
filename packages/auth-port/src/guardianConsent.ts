import type { GuardianStatus, NoticeLanguage } from './registration.ts';

/**
 * What the guardian's own page shows (issue 38), by the manage link every mail to a guardian
 * carries: everything held about the child, whether consent is given, and when it is deleted.
 */
export interface GuardianConsentView {
  /** The first name only until the guardian confirmed (issue 38): the link may reach a stranger. */
  readonly candidateName: string;
  readonly grade: number;
  /** Null until the guardian confirmed, for the same reason. */
  readonly schoolName: string | null;
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
