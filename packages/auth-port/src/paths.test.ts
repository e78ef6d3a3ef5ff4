import { describe, expect, it } from 'vitest';
import { profilePicturePath } from './paths.ts';

describe('profilePicturePath', () => {
  it('is one fixed object in its owner’s folder, as the storage rules expect', () => {
    expect(profilePicturePath('uid-1')).toBe('profile_pictures/uid-1/avatar');
  });
});
