import type { ConsentRegistration } from '../consent/registration.ts';

/** A registration as the decisions read it: awaiting its guardian, notice read in English. */
export const REGISTRATION: ConsentRegistration = {
  candidateName: 'Asha Rao',
  grade: 7,
  schoolName: 'Kendriya Vidyalaya No. 1',
  guardianName: 'Meera Rao',
  guardianEmail: 'meera@example.com',
  noticeVersion: 'v1',
  noticeLanguage: 'en',
  guardianConfirmedAt: null,
  guardianRequestedAt: null,
};
