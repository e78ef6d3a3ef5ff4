import { createHash } from 'node:crypto';
import { registrationNumberFromDigest, registrationNumberOf } from '@apex/core';
import { describe, expect, it } from 'vitest';
import { searchTokensOf } from '../searchTokens.ts';
import { hasIndexFields, registrationIndexFields } from './registrationIndexFields.ts';

const ASHA = {
  candidateName: 'Asha  Rao',
  schoolName: 'Kendriya Vidyalaya No. 1',
  schoolCity: 'Pune',
  confirmed: false,
};

describe('the fields the organiser console searches, filters and sorts by', () => {
  it('store the number core derives for the edition and account', () => {
    const digest = createHash('sha256').update('2024:uid-asha').digest();
    expect(registrationIndexFields('2024', 'uid-asha', ASHA).registrationNumber).toBe(
      registrationNumberFromDigest(digest),
    );
  });

  it('keep lower-case copies of the name, school and city, and the guardian status', () => {
    expect(registrationIndexFields('2024', 'uid-asha', ASHA)).toMatchObject({
      searchName: 'asha rao',
      searchSchool: 'kendriya vidyalaya no. 1',
      searchCity: 'pune',
      guardianStatus: 'awaiting-guardian',
    });
    expect(
      registrationIndexFields('2024', 'uid-asha', { ...ASHA, confirmed: true }).guardianStatus,
    ).toBe('confirmed');
  });

  it('let a registration be found by any word of its texts (searchTokensOf, @apex/server)', () => {
    const { searchTerms } = registrationIndexFields('2024', 'uid-asha', ASHA);
    expect(searchTerms).toContain(ASHA.candidateName.split(' ').at(-1)?.toLowerCase());
    expect(searchTerms).toEqual(
      searchTokensOf(registrationNumberOf('2024', 'uid-asha'), [
        ASHA.candidateName,
        ASHA.schoolName,
        ASHA.schoolCity,
      ]),
    );
  });

  it('are known to be stored already only when every one is equal', () => {
    const fields = registrationIndexFields('2024', 'uid-asha', ASHA);
    expect(hasIndexFields({ ...fields }, fields)).toBe(true);
    expect(hasIndexFields({ ...fields, searchTerms: ['asha'] }, fields)).toBe(false);
    expect(hasIndexFields({ ...fields, guardianStatus: 'confirmed' }, fields)).toBe(false);
    expect(hasIndexFields({}, fields)).toBe(false);
  });
});
