import { profilePicturePath } from '@apex/auth-port';
import {
  EMAIL_MAX_LENGTH,
  PROFILE_PICTURE_MAX_MB,
  PROFILE_PICTURE_URL_MAX_LENGTH,
  STORED_PICTURE_TYPES,
  SUBSCRIPTION_TOPICS,
  USERNAME_MAX_LENGTH,
} from '@apex/core';
import { describe, expect, it } from 'vitest';
import { PICTURE_URL_PATTERN } from '../testing/ownership.ts';
import { readRepoFile } from './rulesFiles.ts';

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

  it('firestore.rules accept as a picture only the URL pattern the test stand-in applies', () => {
    expect(firestore).toContain(
      `url.matches('${PICTURE_URL_PATTERN.before}' + uid + '${PICTURE_URL_PATTERN.after}')`,
    );
  });

  it('firestore.rules bounds a subscriber address by the core limit and lists the core topics', () => {
    expect(firestore).toContain(`isText(data.email, 1, ${EMAIL_MAX_LENGTH})`);
    const topics = SUBSCRIPTION_TOPICS.map((topic) => `'${topic}'`).join(', ');
    expect(firestore).toContain(`data.topic in [${topics}]`);
  });

  it('storage.rules bounds pictures by the core size limit and type list', () => {
    expect(storage).toContain(`request.resource.size <= ${PROFILE_PICTURE_MAX_MB} * 1024 * 1024`);
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
