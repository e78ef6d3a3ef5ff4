import { CONSENT_NOTICE_VERSION } from '@apex/core';

/** A registration's details as a family's form sends them (the client's own fields). */
export const REGISTRATION_DETAILS = {
  candidateName: 'Asha Rao',
  grade: 7,
  schoolName: 'Kendriya Vidyalaya No. 1',
  schoolCity: 'Pune',
  schoolState: 'Maharashtra',
  guardianName: 'Meera Rao',
  guardianEmail: 'meera@example.com',
  consent: true,
  noticeVersion: CONSENT_NOTICE_VERSION,
  noticeLanguage: 'en',
};

/** The times and state of an attempt (open, or closed by whom and when). */
export interface AttemptTimes {
  readonly startedAt: Date;
  readonly deadline: Date;
  readonly status: 'open' | 'closed';
  readonly closedAt?: Date | null;
  readonly closedBy?: string | null;
}

/** `uid`'s attempt at the grade 8 sample paper, as the functions write it. */
export function attemptOf(editionId: string, uid: string, times: AttemptTimes) {
  return {
    attemptId: `${editionId}:${uid}`,
    paperId: 'grade-8-sample',
    grade: 8,
    closedAt: null,
    closedBy: null,
    ...times,
  };
}
