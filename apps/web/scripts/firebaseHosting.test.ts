import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_SITES, NOT_FOUND_FILE, SHELL_PATHS } from '../src/seo/routeTable.ts';
import { hostingRewrites } from './hosting.ts';

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
    expect(hosting.public).toBe('apps/web/dist/client');
    expect(hosting.ignore).toContain('**/.*');
  });

  it('serves /apex from apex/index.html: clean URLs, no trailing slash', () => {
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.trailingSlash).toBe(false);
  });

  it("rewrites each language's signed-in pages to the SPA fallback, and unknown Hindi paths to the Hindi 404, as the route table says", () => {
    // Rewrites apply only where no file matches, in order: the shells first, then the catch-all.
    // `pnpm --filter @apex/web hosting` writes them (scripts/hosting.ts): this fails on drift.
    expect(hosting.rewrites).toEqual(hostingRewrites());
    // (A function's rewrite, such as the one-click unsubscribe, is no page and is tested below.)
    const pages = hosting.rewrites.filter((rewrite) => rewrite.function === undefined);
    expect(pages.map((rewrite) => rewrite.destination)).toEqual([
      ...LANGUAGE_SITES.flatMap(() => SHELL_PATHS.map(() => '/__spa-fallback.html')),
      '/hi/404.html',
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

  it('lets anyone fetch the credential keys (issue 32): any origin, a short cache, the JWKS type', () => {
    expect(header('/.well-known/jwks.json', 'Access-Control-Allow-Origin')).toBe('*');
    expect(header('/.well-known/jwks.json', 'Cache-Control')).toBe('public, max-age=300');
    expect(header('/.well-known/jwks.json', 'Content-Type')).toBe('application/jwk-set+json');
  });

  it('keeps every certificate page, in each language, out of search engines (X-Robots-Tag, issue 38)', () => {
    expect(header('/certificate/**', 'X-Robots-Tag')).toBe('noindex');
    expect(header('/hi/certificate/**', 'X-Robots-Tag')).toBe('noindex');
    const robotsRules = hosting.headers.filter((rule) =>
      rule.headers.some((entry) => entry.key === 'X-Robots-Tag'),
    );
    expect(robotsRules.map((rule) => rule.source).sort()).toEqual([
      '/certificate/**',
      '/hi/certificate/**',
    ]);
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
      'node "$PROJECT_DIR/apps/web/scripts/predeploy-check.mjs" "$PROJECT_DIR/apps/web/dist/client"',
    ]);
    expect(hosting.public).toBe('apps/web/dist/client');
  });

  it("sends the mails' one-click unsubscribe (RFC 8058) to its function, beside the site", () => {
    expect(hosting.rewrites).toContainEqual({
      source: '/list-unsubscribe',
      function: { functionId: 'oneClickUnsubscribe', region: 'asia-south1' },
    });
  });

  it("sends the credentials' status lists (issue 38) to the function that signs them", () => {
    expect(hosting.rewrites).toContainEqual({
      source: '/credentials/status/*',
      function: { functionId: 'credentialStatusList', region: 'asia-south1' },
    });
  });

  it('lets the Google sign-in popup talk back: COOP same-origin-allow-popups, never same-origin', () => {
    expect(header('**', 'Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
  });

  it('allows in the CSP exactly the Firebase, Google sign-in and App Check origins the SDK uses', () => {
    const csp = cspDirectives();
    expect(csp.get('default-src')).toEqual(["'self'"]);
    const scripts = csp.get('script-src') ?? [];
    // 'self', the hashes of the framework's inline scripts (scripts/hosting.ts writes them), Google,
    // and reCAPTCHA Enterprise (App Check's provider, issue 30), which loads its script by path.
    expect(scripts[0]).toBe("'self'");
    expect(scripts.slice(-3)).toEqual([
      'https://apis.google.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(scripts.slice(1, -3).every((source) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(source))).toBe(
      true,
    );
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
    // The console parses results files in a module worker from the site's own chunks (issue 29);
    // no blob: or data: worker can be started.
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
  });

  it("never lets inline or evaluated script run but the framework's exact inline scripts", () => {
    const scripts = cspDirectives().get('script-src') ?? [];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it("allows only the build's own inline styles (each page's used CSS, the design tokens), by hash", () => {
    const styles = cspDirectives().get('style-src') ?? [];
    expect(styles[0]).toBe("'self'");
    expect(styles).not.toContain("'unsafe-inline'");
    expect(styles.length).toBeGreaterThan(1);
    expect(styles.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(source))).toBe(true);
  });

  it('still lets Google sign-in and reCAPTCHA style the elements they add to the page', () => {
    // @firebase/auth asks Google's iframe library for its hidden sign-in iframe with a style
    // attribute (top: -100px, 1 px square), and reCAPTCHA's badge is styled the same way: without
    // this the iframe would sit in the page's flow. Attributes only: <style> elements stay hashed.
    expect(cspDirectives().get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });
});
