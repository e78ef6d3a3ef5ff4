import { createHash } from 'node:crypto';
import { registrationNumberFromDigest } from '@apex/core';
import { describe, expect, it } from 'vitest';
import {
  hasIndexFields,
  registrationIndexFields,
  SEARCH_PREFIX_MAX,
  searchTermsOf,
  searchText,
} from './registrationIndexFields.ts';

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

  it('let a registration be found by the start of a text or its whole number, with or without dashes', () => {
    const terms = searchTermsOf('ABCD-EFGH-JKLM', ['Asha Rao', 'आशा', 'Pune', 'pune']);
    expect(terms).toEqual([
      'abcd-efgh-jklm',
      'abcdefghjklm',
      'a',
      'as',
      'ash',
      'asha',
      'asha ',
      'asha r',
      'asha ra',
      'asha rao',
      'आ',
      'आश',
      'आशा',
      'p',
      'pu',
      'pun',
      'pune',
    ]);
    expect(searchText('  Asha   RAO ')).toBe('asha rao');
  });

  it('keep at most the first 40 characters of a long text', () => {
    const terms = searchTermsOf('AB-CD', ['S'.repeat(120)]);
    expect(terms.at(-1)).toBe('s'.repeat(SEARCH_PREFIX_MAX));
    expect(terms).toHaveLength(2 + SEARCH_PREFIX_MAX);
  });

  it('are known to be stored already only when every one is equal', () => {
    const fields = registrationIndexFields('2024', 'uid-asha', ASHA);
    expect(hasIndexFields({ ...fields }, fields)).toBe(true);
    expect(hasIndexFields({ ...fields, searchTerms: ['asha'] }, fields)).toBe(false);
    expect(hasIndexFields({ ...fields, guardianStatus: 'confirmed' }, fields)).toBe(false);
    expect(hasIndexFields({}, fields)).toBe(false);
  });
});
