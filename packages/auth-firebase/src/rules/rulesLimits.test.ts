import {
  EMAIL_MAX_LENGTH,
  PROFILE_PICTURE_MAX_MB,
  PROFILE_PICTURE_URL_MAX_LENGTH,
  SUBSCRIPTION_TOPICS,
  USERNAME_MAX_LENGTH,
} from '@apex/core';
import { describe, expect, it } from 'vitest';
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
    expect(firestore).toContain(
      `isText(data.profilePicture, 0, ${PROFILE_PICTURE_URL_MAX_LENGTH})`,
    );
  });

  it('firestore.rules bounds a subscriber address by the core limit and lists the core topics', () => {
    expect(firestore).toContain(`isText(data.email, 1, ${EMAIL_MAX_LENGTH})`);
    const topics = SUBSCRIPTION_TOPICS.map((topic) => `'${topic}'`).join(', ');
    expect(firestore).toContain(`data.topic in [${topics}]`);
  });

  it('storage.rules bounds pictures by the core size limit', () => {
    expect(storage).toContain(`request.resource.size <= ${PROFILE_PICTURE_MAX_MB} * 1024 * 1024`);
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
