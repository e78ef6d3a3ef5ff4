import type { RegistrationFormValues } from '@apex/core';
import { readStoredRecord, writeStoredRecord } from '../../hooks/storedRecord.ts';
import { REGISTRATION_DRAFT_KEY } from '../session/index.ts';

/**
 * What a visitor typed into the registration form, kept in localStorage while they sign up or
 * log in, across a reload and a browser restart (issue 39), so nothing typed is lost (issue 13;
 * docs/adr/0033-nothing-typed-is-lost.md), the "show the school" choice included. Never the consent
 * tick: consent is given by ticking the box on the form that is sent, not carried over. It goes
 * once the registration is saved or withdrawn, or when the account signs out or another signs in
 * (the session feature's personalData.ts; docs/adr/0127-draft-kept-until-saved.md). Storage can
 * throw (blocked cookies, some private modes), so every access is guarded.
 */
export const DRAFT_KEY = REGISTRATION_DRAFT_KEY;

export type RegistrationDraft = Omit<RegistrationFormValues, 'consent'>;

const TEXT_FIELDS = [
  'candidateName',
  'grade',
  'schoolName',
  'schoolCity',
  'schoolState',
  'guardianName',
  'guardianEmail',
  'guardianMobile',
] as const;

/** The draft in storage, or null when there is none or it is not one of ours. */
export function readDraft(): RegistrationDraft | null {
  const record = readStoredRecord('localStorage', DRAFT_KEY);
  if (record === null) return null;
  const draft: Partial<Record<(typeof TEXT_FIELDS)[number], string>> = {};
  for (const field of TEXT_FIELDS) {
    const value = record[field];
    draft[field] = typeof value === 'string' ? value : '';
  }
  return {
    candidateName: draft.candidateName ?? '',
    grade: draft.grade ?? '',
    schoolName: draft.schoolName ?? '',
    schoolCity: draft.schoolCity ?? '',
    schoolState: draft.schoolState ?? '',
    guardianName: draft.guardianName ?? '',
    guardianEmail: draft.guardianEmail ?? '',
    guardianMobile: draft.guardianMobile ?? '',
    ...(record.showSchoolOnCertificate === true ? { showSchoolOnCertificate: true } : {}),
  };
}

/** Keeps the form's values, all but the consent tick. */
export function saveDraft(values: RegistrationFormValues): void {
  const { consent: _consent, ...draft } = values;
  // Without storage the form still works; only a round trip through sign-in forgets it.
  writeStoredRecord('localStorage', DRAFT_KEY, draft);
}

export function clearDraft(): void {
  try {
    window.localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}
