const PLACEHOLDER_ORIGIN = 'https://same-site.invalid';

/**
 * `redirectTo` comes from the address bar, so anyone can craft it. Only a path on this site is
 * accepted (`/edit-profile`, `/apex?x=1#y`); absolute URLs, protocol-relative `//host` and
 * backslash tricks that browsers read as another host are refused with null.
 */
export function safeRedirectPath(candidate: string | null | undefined): string | null {
  if (!candidate?.startsWith('/') || candidate.startsWith('//')) return null;
  if (/[\\\s]/.test(candidate) || hasControlCharacter(candidate)) return null;
  try {
    const url = new URL(candidate, PLACEHOLDER_ORIGIN);
    if (url.origin !== PLACEHOLDER_ORIGIN) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

// Browsers drop tabs and newlines from URLs, so `/\t/host` would become `//host`.
function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => (char.codePointAt(0) ?? 0) < 0x20 || char === '\u007f');
}
