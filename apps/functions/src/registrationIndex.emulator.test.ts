import { registrationNumberOf as storedRegistrationNumber } from '@apex/core';
import { afterAll, describe, expect, it } from 'vitest';
import { registrationPath } from './paths.ts';
import {
  closeAdmin,
  createAccount,
  details,
  eventually,
  readDocument,
  saveRegistration,
} from './testing/emulators.ts';

/** The registration trigger keeps what the organiser console searches by (issue 29). */
afterAll(() => closeAdmin());

describe('the registration trigger, for the organiser console', () => {
  it('stores the number, lower-case name, school and city, the status and the search words', async () => {
    const { uid, email } = await createAccount('indexed', { verified: true });

    await saveRegistration('2024', uid, details(email));

    const saved = await eventually(async () => {
      const data = await readDocument(registrationPath('2024', uid));
      return data?.guardianStatus === 'confirmed' ? data : undefined;
    }, 'the index fields');
    const number = storedRegistrationNumber('2024', uid);
    expect(saved).toMatchObject({
      registrationNumber: number,
      searchName: 'asha rao',
      searchSchool: 'kendriya vidyalaya no. 1',
      searchCity: 'pune',
    });
    expect(saved.searchTerms).toEqual(
      expect.arrayContaining([number.toLowerCase(), 'asha', 'asha rao', 'pune', 'kendriya']),
    );
  });

  it('marks a registration awaiting its guardian, and follows a renamed candidate', async () => {
    const { uid, email } = await createAccount('renamed', { verified: true });
    await saveRegistration('2024', uid, details(`guardian.${email}`));
    await eventually(async () => {
      const data = await readDocument(registrationPath('2024', uid));
      return data?.guardianStatus === 'awaiting-guardian' ? data : undefined;
    }, 'awaiting');

    const stored = await readDocument(registrationPath('2024', uid));
    await saveRegistration('2024', uid, { ...stored, candidateName: 'Asha Iyer' });

    const renamed = await eventually(async () => {
      const data = await readDocument(registrationPath('2024', uid));
      return data?.searchName === 'asha iyer' ? data : undefined;
    }, 'the new name');
    expect(renamed.searchTerms).toContain('asha iyer');
    expect(renamed.searchTerms).not.toContain('asha rao');
    expect(renamed.guardianStatus).toBe('awaiting-guardian');
  });
});
