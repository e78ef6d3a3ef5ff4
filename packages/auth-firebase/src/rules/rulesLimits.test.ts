import { profilePicturePath } from '@apex/auth-port';
import {
  CONSENT_NOTICE_VERSION,
  EMAIL_MAX_LENGTH,
  INDIAN_STATES_AND_UNION_TERRITORIES,
  LOCALES,
  normalizeIndianMobile,
  PERSON_NAME_MAX_LENGTH,
  PERSON_NAME_MIN_LENGTH,
  PROFILE_PICTURE_URL_MAX_LENGTH,
  REGISTRATION_GRADES,
  SCHOOL_CITY_MAX_LENGTH,
  SCHOOL_NAME_MAX_LENGTH,
  STORED_PICTURE_MAX_BYTES,
  STORED_PICTURE_TYPES,
  USERNAME_MAX_LENGTH,
} from '@apex/core';
import { describe, expect, it } from 'vitest';
import { readRepoFile } from './rulesFiles.ts';

/** firestore.rules' `isOwnPicture`, around the uid: the production and Storage emulator hosts. */
const PICTURE_URL_PATTERN = {
  before:
    '^(https://firebasestorage[.]googleapis[.]com|http://127[.]0[.]0[.]1:9329)/v0/b/[a-z0-9._-]+/o/profile_pictures%2F',
  after: '%2Favatar[?]alt=media&token=[A-Za-z0-9-]+$',
} as const;

/**
 * The rules language cannot import @apex/core, so its numbers are written out; these checks fail
 * when one side changes without the other. (What the rules decide is tested on the emulator.)
 */
describe('the rules use the limits in @apex/core', () => {
  const firestore = readRepoFile('firestore.rules');
  const storage = readRepoFile('storage.rules');

  it('firestore.rules bounds username, email and picture URL by the core limits', () => {
    expect(firestore).toContain(`isText(data.get('username', null), 0, ${USERNAME_MAX_LENGTH})`);
    expect(firestore).toContain(`isText(data.get('email', null), 1, ${EMAIL_MAX_LENGTH})`);
    expect(firestore).toContain(`isText(url, 1, ${PROFILE_PICTURE_URL_MAX_LENGTH})`);
  });

  it('firestore.rules accept as a picture only the URL pattern of the Storage hosts', () => {
    expect(firestore).toContain(
      `url.matches('${PICTURE_URL_PATTERN.before}' + uid + '${PICTURE_URL_PATTERN.after}')`,
    );
  });

  it('storage.rules bounds pictures by the core size limit and type list', () => {
    expect(storage).toContain(`request.resource.size <= ${STORED_PICTURE_MAX_BYTES}`);
    const types = STORED_PICTURE_TYPES.map((type) => `'${type}'`).join(', ');
    expect(storage).toContain(`request.resource.contentType in [${types}]`);
  });

  it('storage.rules match exactly the one picture path of the port', () => {
    expect(profilePicturePath('{uid}')).toBe('profile_pictures/{uid}/avatar');
    expect(storage).toContain(`match /${profilePicturePath('{uid}')} {`);
    expect(storage).toContain('allow read, delete: if isOwner();');
  });

  it('firestore.rules let the owner delete their document (deleting the account)', () => {
    expect(firestore).toContain('allow delete: if isOwner(uid);');
  });

  it('firebase.json points at both rules files', () => {
    const config = JSON.parse(readRepoFile('firebase.json')) as {
      firestore?: { rules?: string };
      storage?: { rules?: string };
    };
    expect(config.firestore?.rules).toBe('firestore.rules');
    expect(config.storage?.rules).toBe('storage.rules');
  });
});

const quoted = (values: readonly (string | number)[]) =>
  values.map((value) => `'${value}'`).join(', ');

/** The quoted names inside the list that follows `opening` in the rules. */
function listAfter(rules: string, opening: string): string[] {
  const start = rules.indexOf(opening);
  if (start === -1) return [];
  const end = rules.indexOf(']', start);
  return [...rules.slice(start + opening.length, end).matchAll(/'([^']*)'/g)].map(
    (match) => match[1] ?? '',
  );
}

describe('the registration rules use the limits and lists in @apex/core', () => {
  const firestore = readRepoFile('firestore.rules');

  it('bounds names, school and city by the core limits', () => {
    expect(firestore).toContain(
      `isText(value, ${PERSON_NAME_MIN_LENGTH}, ${PERSON_NAME_MAX_LENGTH})`,
    );
    expect(firestore).toContain(`isTidyText(data.schoolName, ${SCHOOL_NAME_MAX_LENGTH})`);
    expect(firestore).toContain(`isTidyText(data.schoolCity, ${SCHOOL_CITY_MAX_LENGTH})`);
    expect(firestore).toContain(`isText(data.guardianEmail, 1, ${EMAIL_MAX_LENGTH})`);
  });

  it('limits the grade to the core grades, 6 to 10', () => {
    const low = Math.min(...REGISTRATION_GRADES);
    const high = Math.max(...REGISTRATION_GRADES);
    expect(REGISTRATION_GRADES).toHaveLength(high - low + 1);
    expect(firestore).toContain(
      `data.grade is int && data.grade >= ${low} && data.grade <= ${high}`,
    );
  });

  it("lists exactly core's states and union territories", () => {
    expect(listAfter(firestore, 'data.schoolState in [')).toEqual([
      ...INDIAN_STATES_AND_UNION_TERRITORIES,
    ]);
  });

  it("takes only core's notice version and languages, and no role (issue 28)", () => {
    expect(firestore).toContain(`data.noticeVersion == '${CONSENT_NOTICE_VERSION}'`);
    expect(firestore).toContain(`data.noticeLanguage in [${quoted(LOCALES)}]`);
    expect(firestore).not.toContain('consentRole');
  });

  it('accepts the mobile number as core normalises it', () => {
    const pattern = "data.guardianMobile.matches('^[+]91[6-9][0-9]{9}$')";
    expect(firestore).toContain(pattern);
    expect(normalizeIndianMobile('098765 43210')).toMatch(/^[+]91[6-9][0-9]{9}$/);
  });

  it('needs a verified address, consent true, and the server time for a write', () => {
    expect(firestore).toContain('request.auth.token.email_verified == true');
    expect(firestore).toContain('data.consent == true');
    expect(firestore).toContain('data.consentedAt == request.time');
    expect(firestore).toContain('match /editions/{editionId}/registrations/{uid} {');
    expect(firestore).toContain('allow get: if isOwner(uid) || isOrganiser();');
    expect(firestore).toContain('allow delete: if isOwner(uid);');
  });
});
