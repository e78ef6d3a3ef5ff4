import type { AuthUser } from '@apex/auth-port';
import { describe, expect, it } from 'vitest';
import { avatarImageSources, avatarLetter, letterPlaceholderUrl } from './avatarSource.ts';

const user = (overrides: Partial<AuthUser> = {}): AuthUser => ({
  uid: 'u1',
  email: 'asha@example.com',
  displayName: null,
  photoURL: null,
  emailVerified: false,
  providers: [],
  roles: [],
  ...overrides,
});

describe('avatarImageSources', () => {
  it('tries the profile picture, then the sign-in photo, then the letter placeholder', () => {
    expect(
      avatarImageSources(user({ photoURL: 'https://photo.example/g.png' }), {
        username: 'Asha',
        email: 'asha@example.com',
        profilePicture: 'https://files.example/p.png',
      }),
    ).toEqual([
      'https://files.example/p.png',
      'https://photo.example/g.png',
      letterPlaceholderUrl('A'),
    ]);
  });

  it('skips what is missing', () => {
    expect(avatarImageSources(user(), null)).toEqual([letterPlaceholderUrl('A')]);
    expect(avatarImageSources(user({ email: null }), null)).toEqual([]);
  });
});

describe('letterPlaceholderUrl', () => {
  it('is a self-contained SVG showing the letter, with no external request', () => {
    const url = letterPlaceholderUrl('A');
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(svg).toContain('>A</text>');
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });

  it('escapes a character that would break the markup', () => {
    const svg = decodeURIComponent(letterPlaceholderUrl('<'));
    expect(svg).toContain('>&lt;</text>');
  });
});

describe('avatarLetter', () => {
  it('is the uppercase first letter of the email, else of the name, else a question mark', () => {
    expect(avatarLetter(user())).toBe('A');
    expect(avatarLetter(user({ email: null, displayName: 'meera' }))).toBe('M');
    expect(avatarLetter(user({ email: null }))).toBe('?');
  });
});
