import type { AuthUser, UserProfile } from '@apex/auth-port';

/**
 * The pictures to try for the nav avatar, best first (spec section 2): the profile picture, the
 * sign-in photo, then a placeholder image made here from the email's first letter. When every one
 * fails to load, the avatar falls back to the letter in a grey circle.
 */
export function avatarImageSources(user: AuthUser, profile: UserProfile | null): string[] {
  const sources = [profile?.profilePicture, user.photoURL];
  const emailLetter = firstLetter(user.email);
  if (emailLetter) sources.push(letterPlaceholderUrl(emailLetter));
  return sources.filter((source): source is string => typeof source === 'string' && source !== '');
}

/** The letter for the grey circle: from the email, else the display name, else a question mark. */
export function avatarLetter(user: AuthUser): string {
  return firstLetter(user.email) ?? firstLetter(user.displayName) ?? '?';
}

function firstLetter(text: string | null | undefined): string | undefined {
  const first = [...(text ?? '').trim()][0];
  return first?.toUpperCase();
}

// Dark enough for white text to pass WCAG AA at this size.
const PLACEHOLDER_COLOURS = ['#1f4fd8', '#7c3aed', '#b91c1c', '#047857', '#9a3412', '#0f766e'];

/** A self-contained SVG data URL, so no third-party avatar service learns our users' emails. */
export function letterPlaceholderUrl(letter: string): string {
  const colour =
    PLACEHOLDER_COLOURS[(letter.codePointAt(0) ?? 0) % PLACEHOLDER_COLOURS.length] ?? '#1f4fd8';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" fill="${colour}"/>` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" fill="#fff" ` +
    `font-family="system-ui, sans-serif" font-size="32">${escapeXml(letter)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}
