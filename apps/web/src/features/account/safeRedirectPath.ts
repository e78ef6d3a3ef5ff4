import { routes } from '../../routes/paths.ts';

const PLACEHOLDER_ORIGIN = 'https://same-site.invalid';

/** The sign-in pages themselves: returning to one after signing in would only show it again. */
const SIGN_IN_PATHS: readonly string[] = [routes.register.path, routes.login.path];

/**
 * `redirectTo` comes from the address bar, so anyone can craft it. Only a path on this site is
 * accepted (`/edit-profile`, `/apex?x=1#y`); absolute URLs, protocol-relative `//host` and
 * backslash tricks that browsers read as another host are refused with null, and the caller goes
 * to `/` instead. The input is checked, and so is the path it resolves to: dot segments can turn
 * `/..//evil.example` into `//evil.example`, and encoded slashes or backslashes can become real
 * ones when a router decodes the path.
 */
export function safeRedirectPath(candidate: string | null | undefined): string | null {
  if (!candidate?.startsWith('/') || candidate.startsWith('//')) return null;
  if (/[\\\s]/.test(candidate) || hasControlCharacter(candidate)) return null;
  let resolved: URL;
  try {
    resolved = new URL(candidate, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== PLACEHOLDER_ORIGIN || !isPlainPath(resolved.pathname)) return null;
  if (SIGN_IN_PATHS.includes(resolved.pathname.replace(/\/+$/, ''))) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** One leading slash, no backslash, and still so once percent-escapes are decoded. */
function isPlainPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return [pathname, decoded].every(
    (path) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\'),
  );
}

// Browsers drop tabs and newlines from URLs, so `/\t/host` would become `//host`.
function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => (char.codePointAt(0) ?? 0) < 0x20 || char === '\u007f');
}
