import type { MemoryGoogleAccount } from './types.ts';

export interface DemoAccount {
  readonly email: string;
  readonly password: string;
  /** The profile document seeded with the account; absent to try the "no profile yet" path. */
  readonly profile?: { readonly username: string; readonly profilePicture?: string };
  /** Custom claims: `organiser` for the console (issue 29). */
  readonly roles?: readonly 'organiser'[];
}

/** A small inline avatar, so a seeded profile shows a picture without any server. */
function avatar(initial: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" fill="${background}"/>` +
    `<text x="48" y="62" font-family="sans-serif" font-size="44" fill="#fff" text-anchor="middle">${initial}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * Accounts for `pnpm dev` (listed in the README). Each covers one avatar state of the nav: a
 * picture, the first letter of the email, and an account with no profile document yet. The
 * passwords meet all five criteria of the sign-up checklist.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'student@example.com',
    password: 'Student@123',
    profile: { username: 'Asha Verma', profilePicture: avatar('A', '#1f6feb') },
  },
  {
    email: 'parent@example.com',
    password: 'Parent@123',
    profile: { username: 'Ravi Verma' },
  },
  {
    email: 'newcomer@example.com',
    password: 'Newcomer@123',
  },
  {
    email: 'organiser@example.com',
    password: 'Organiser@123',
    profile: { username: 'Exam Organiser' },
    roles: ['organiser'],
  },
];

/** Who Google sign-in completes as unless the options name another account. */
export const DEFAULT_GOOGLE_ACCOUNT: MemoryGoogleAccount = {
  email: 'google.demo@example.com',
  displayName: 'Meera Google',
  photoURL: avatar('M', '#188038'),
};
