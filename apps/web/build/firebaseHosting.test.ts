import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_SITES, NOT_FOUND_FILE } from '../src/seo/routeTable.ts';
import { bootLoaderHash } from './injectBootLoader.ts';

/**
 * firebase.json (repository root) as Firebase Hosting reads it: the public folder is this app's
 * build, the account pages rewrite to the app shell, hashed assets cache for a year, HTML never
 * goes stale, and every response carries the security headers.
 */
interface HeaderRule {
  source?: string;
  /** RE2, matched against the path (Firebase Hosting's `regex` header rules). */
  regex?: string;
  headers: { key: string; value: string }[];
}
interface Hosting {
  public: string;
  predeploy: string[];
  cleanUrls: boolean;
  trailingSlash: boolean;
  ignore: string[];
  rewrites: {
    source: string;
    destination?: string;
    function?: { functionId: string; region: string };
  }[];
  headers: HeaderRule[];
}

const config = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../firebase.json'), 'utf8'),
) as { hosting: Hosting };
const hosting = config.hosting;

function header(source: string, key: string): string | undefined {
  const rule = hosting.headers.find((candidate) => candidate.source === source);
  return rule?.headers.find((entry) => entry.key.toLowerCase() === key.toLowerCase())?.value;
}

/** Every header a request for `path` gets: the `**` rule and each `regex` rule matching it. */
function headersFor(path: string): Map<string, string> {
  const applying = hosting.headers.filter(
    (rule) =>
      rule.source === '**' || (rule.regex !== undefined && new RegExp(rule.regex).test(path)),
  );
  return new Map(
    applying.flatMap((rule) => rule.headers.map(({ key, value }) => [key.toLowerCase(), value])),
  );
}

function cspDirectives(): Map<string, string[]> {
  const csp = headersFor('/').get('content-security-policy') ?? '';
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== undefined && words[0] !== '')
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('firebase.json hosting', () => {
  it('publishes the web build and keeps dot files (the build reports) out', () => {
    expect(hosting.public).toBe('apps/web/dist');
    expect(hosting.ignore).toContain('**/.*');
  });

  it('serves /apex from apex/index.html: clean URLs, no trailing slash', () => {
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.trailingSlash).toBe(false);
  });

  it("rewrites each language's account pages to its app shell, and unknown Hindi paths to the Hindi 404", () => {
    // Rewrites apply only where no file matches, in order: the shells first, then the catch-all.
    // (A function's rewrite, such as the one-click unsubscribe, is no page and is tested below.)
    expect(hosting.rewrites.filter((rewrite) => rewrite.function === undefined)).toEqual([
      ...LANGUAGE_SITES.flatMap(({ shellPaths, appShellFile }) =>
        shellPaths.map((source) => ({ source, destination: `/${appShellFile}` })),
      ),
      ...LANGUAGE_SITES.filter(({ prefix }) => prefix !== '').map(({ prefix, notFoundFile }) => ({
        source: `${prefix}/**`,
        destination: `/${notFoundFile}`,
      })),
    ]);
    expect(hosting.rewrites.map((rewrite) => rewrite.source)).not.toContain('**');
    expect(NOT_FOUND_FILE).toBe('404.html');
  });

  it('caches hashed assets for a year and revalidates HTML on every visit', () => {
    expect(header('/assets/**', 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    for (const source of ['/', '**/!(*.*)', '**/*.html']) {
      expect(header(source, 'Cache-Control'), source).toBe('no-cache');
    }
  });

  it('sends the security headers on every response', () => {
    expect(header('**', 'X-Content-Type-Options')).toBe('nosniff');
    expect(header('**', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header('**', 'Permissions-Policy')).toMatch(
      /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
    );
    expect(header('**', 'Strict-Transport-Security')).toMatch(
      /^max-age=31536000; includeSubDomains$/,
    );
  });

  it.each(['/', '/apex', '/edit-profile', '/assets/index-abc123.js', '/_next', '/__x', '/__'])(
    'forbids framing %s (X-Frame-Options DENY, frame-ancestors none)',
    (path) => {
      const headers = headersFor(path);
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    },
  );

  it.each([
    '/__/auth/handler',
    '/__/auth/iframe',
    '/__/auth/handler?apiKey=x',
    '/__/firebase/init.json',
  ])(
    "leaves Firebase's reserved %s alone: the sign-in helper is framed by the site and has its own policy",
    (path) => {
      const headers = headersFor(path);
      expect(headers.has('x-frame-options')).toBe(false);
      expect(headers.has('content-security-policy')).toBe(false);
      // The headers that forbid nothing it needs still apply.
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('strict-transport-security')).toMatch(/^max-age=/);
    },
  );

  it('refuses, before every deploy, a build that is not a production Firebase build', () => {
    expect(hosting.predeploy).toEqual([
      'node "$PROJECT_DIR/apps/web/build/predeploy-check.mjs" "$PROJECT_DIR/apps/web/dist"',
    ]);
    expect(hosting.public).toBe('apps/web/dist');
  });

  it("sends the mails' one-click unsubscribe (RFC 8058) to its function, beside the site", () => {
    expect(hosting.rewrites).toContainEqual({
      source: '/list-unsubscribe',
      function: { functionId: 'oneClickUnsubscribe', region: 'asia-south1' },
    });
  });

  it('lets the Google sign-in popup talk back: COOP same-origin-allow-popups, never same-origin', () => {
    expect(header('**', 'Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
  });

  it('allows in the CSP exactly the Firebase, Google sign-in and App Check origins the SDK uses', () => {
    const csp = cspDirectives();
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // reCAPTCHA Enterprise (App Check's provider, issue 30) loads its script and frames by path.
    expect(csp.get('script-src')).toEqual([
      "'self'",
      bootLoaderHash(),
      'https://apis.google.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://firebasestorage.googleapis.com',
      // The callables (asia-south1-<project>.cloudfunctions.net) and App Check's token exchange.
      'https://*.cloudfunctions.net',
      'https://content-firebaseappcheck.googleapis.com',
      'https://www.google.com/recaptcha/',
    ]);
    expect(csp.get('frame-src')).toEqual([
      "'self'",
      'https://*.firebaseapp.com',
      'https://apis.google.com',
      'https://accounts.google.com',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(csp.get('img-src')).toEqual(
      expect.arrayContaining([
        'https://firebasestorage.googleapis.com',
        'https://lh3.googleusercontent.com',
      ]),
    );
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
  });

  it("never lets inline or evaluated script run but the boot loader's exact text", () => {
    const scripts = cspDirectives().get('script-src') ?? [];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it('leaves inline styles to the policy each page carries (a <meta> the build writes with their hashes)', () => {
    // Both policies are enforced, so an inline style runs only if the page's own <meta> lists its
    // hash (build/inlineStyles.ts, checked on the built pages by build/builtChunks.test.ts).
    expect(cspDirectives().get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });
});
