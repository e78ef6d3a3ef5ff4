import type { MemoryBackend } from '@apex/auth-memory';
import type { Registration, RegistrationDetails } from '@apex/auth-port';
import { CONSENT_NOTICE_VERSION, consentNotice, EDITION_2024, messagesFor } from '@apex/core';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Test support for /exam-registration: its controls by their visible labels, and a fixture. */

const text = messagesFor('en').registration;

/** A Grade 8 candidate with a Hindi name, as a family might fill the form in. */
export const GRADE_8_FORM = {
  candidateName: 'आशा वर्मा',
  grade: '8',
  schoolName: 'Kendriya Vidyalaya No. 2',
  schoolCity: 'Lucknow',
  schoolState: 'Uttar Pradesh',
  guardianName: 'Ravi Verma',
  guardianMobile: '098765 43210',
} as const;

/** The same registration as stored, for a fixture saved through the port. */
export const GRADE_8_DETAILS: RegistrationDetails = {
  candidateName: 'आशा वर्मा',
  grade: 8,
  schoolName: 'Kendriya Vidyalaya No. 2',
  schoolCity: 'Lucknow',
  schoolState: 'Uttar Pradesh',
  guardianName: 'Ravi Verma',
  guardianEmail: 'asha@example.com',
  guardianMobile: '+919876543210',
  consent: true,
  noticeVersion: CONSENT_NOTICE_VERSION,
  noticeLanguage: 'en',
};

export function registrationControls() {
  return {
    candidateName: () => screen.getByRole('textbox', { name: text.candidateName }),
    grade: () => screen.getByRole('combobox', { name: text.grade }),
    schoolName: () => screen.getByRole('textbox', { name: text.schoolName }),
    schoolCity: () => screen.getByRole('textbox', { name: text.schoolCity }),
    schoolState: () => screen.getByRole('combobox', { name: text.schoolState }),
    guardianName: () => screen.getByRole('textbox', { name: text.guardianName }),
    guardianEmail: () => screen.getByRole('textbox', { name: text.guardianEmail }),
    guardianMobile: () => screen.getByRole('textbox', { name: text.guardianMobile }),
    consent: () => screen.getByRole('checkbox', { name: consentNotice('en') }),
    submit: () => screen.getByRole('button', { name: text.submit }),
  };
}

/** Types the Grade 8 candidate into the form (the email is left as prefilled), and ticks consent. */
export async function fillGrade8(user: UserEvent, { consent = true } = {}): Promise<void> {
  const form = registrationControls();
  // Pasted rather than typed key by key: the same events per field, far fewer of them.
  const enter = async (field: HTMLElement, value: string) => {
    await user.click(field);
    await user.paste(value);
  };
  await enter(form.candidateName(), GRADE_8_FORM.candidateName);
  await user.selectOptions(form.grade(), GRADE_8_FORM.grade);
  await enter(form.schoolName(), GRADE_8_FORM.schoolName);
  await enter(form.schoolCity(), GRADE_8_FORM.schoolCity);
  await user.selectOptions(form.schoolState(), GRADE_8_FORM.schoolState);
  await enter(form.guardianName(), GRADE_8_FORM.guardianName);
  await enter(form.guardianMobile(), GRADE_8_FORM.guardianMobile);
  if (consent) await user.click(form.consent());
}

/** Saves the Grade 8 registration for the signed-in account of `backend`, through the port. */
export async function registerGrade8(backend: MemoryBackend, uid: string): Promise<Registration> {
  return backend.registrations.save(uid, EDITION_2024.id, GRADE_8_DETAILS);
}
