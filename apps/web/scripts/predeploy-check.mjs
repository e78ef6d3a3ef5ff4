#!/usr/bin/env node
// @ts-check
/**
 * `firebase deploy` runs this first (firebase.json, hosting.predeploy): it refuses to publish a
 * build that is not meant for production, i.e. one built with the memory backend (the default of
 * `pnpm build`, whose accounts live in the visitor's browser) or one carrying demo configuration
 * (the `demo-*` projects of the emulators, the demo API key, or emulator hosts), or one still
 * showing a placeholder organiser fact (@apex/core's PLACEHOLDER_ORGANISER: a VITE_ORGANISER_*
 * variable left unset at build time), or one whose credential key set (/.well-known/jwks.json) is
 * empty or carries a development or emulator key (issue 32), or one whose inline scripts or styles
 * firebase.json's Content-Security-Policy does not allow (the browser would refuse to start the app
 * or to style the page:
 * `pnpm --filter @apex/web hosting dist/client` writes them). The built files are scanned rather than this process's
 * environment because the build, not the deploy, decides what visitors read.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Text in a built script that only a demo or emulator configuration puts there. */
const DEMO_MARKERS = [
  { pattern: /\bdemo-api-key\b/, reason: 'the demo API key' },
  {
    pattern: /\bdemo-[a-z0-9-]+\.(?:firebaseapp\.com|appspot\.com|firebasestorage\.app)\b/,
    reason: 'a demo-* project (emulator only)',
  },
  {
    pattern: /["'`](?:127\.0\.0\.1|localhost|\[::1\]):\d{2,5}["'`]/,
    reason: 'an emulator host',
  },
];

/**
 * Text only the organiser's development placeholders put in a page (kept in step with
 * PLACEHOLDER_ORGANISER by predeploy-check.test.ts): the "(example)" mark of the legal name,
 * address, grievance officer and certificate body, the all-zero phone and `.example` mailboxes.
 */
const ORGANISER_PLACEHOLDERS = [
  { pattern: /\(example\)/, reason: 'a placeholder organiser name or address' },
  { pattern: /\+91[\s-]?0{5}[\s-]?0{5}\b/, reason: 'the placeholder organiser phone' },
  {
    pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.example\b/,
    reason: 'a placeholder `.example` mailbox',
  },
];

/**
 * The reasons a build must not be deployed; empty when it may.
 * @param {{ backend: string } | null} chunkReport the build's `.chunks.json`, null when absent
 * @param {ReadonlyArray<{ file: string; text: string }>} scripts the built JavaScript files
 * @returns {string[]}
 */
export function deployProblems(chunkReport, scripts) {
  const problems = [];
  if (chunkReport === null) {
    problems.push('no build report (.chunks.json): build the site with `pnpm build:firebase`');
  } else if (chunkReport.backend !== 'firebase') {
    problems.push(
      `the build uses the ${chunkReport.backend} backend: build it with \`pnpm build:firebase\``,
    );
  }
  for (const { file, text } of scripts) {
    for (const { pattern, reason } of DEMO_MARKERS) {
      const found = pattern.exec(text);
      if (found)
        problems.push(
          `${file} contains ${reason} (${found[0]}): set the production VITE_FIREBASE_* values`,
        );
    }
    for (const { pattern, reason } of ORGANISER_PLACEHOLDERS) {
      const found = pattern.exec(text);
      if (found)
        problems.push(
          `${file} contains ${reason} (${found[0]}): set the VITE_ORGANISER_* values (.env.example)`,
        );
    }
  }
  return problems;
}

/**
 * The reasons the build's credential key set (/.well-known/jwks.json, issue 32) must not go live:
 * missing or empty (every certificate would read "not valid"), or carrying a key that is not
 * Apex's (the memory backend's development key, or an emulator key of credential-keys.mjs).
 * @param {unknown} keySet the parsed file, null when absent
 * @returns {string[]}
 */
export function credentialKeyProblems(keySet) {
  const fix = 'build with CREDENTIAL_JWKS_FILE (docs/deploy.md, section 7)';
  const keys =
    typeof keySet === 'object' && keySet !== null && 'keys' in keySet && Array.isArray(keySet.keys)
      ? keySet.keys
      : [];
  if (keys.length === 0) return [`the build publishes no credential key: ${fix}`];
  const local = keys
    .map((key) => String(key?.kid))
    .filter((kid) => kid.endsWith('-not-for-production') || kid.startsWith('apex-local-'));
  // OB 3.0 §8.2.3: RS256 is what every verifier supports (issue 38); an older Ed25519 set is not.
  const notRs256 = keys.filter((key) => key?.kty !== 'RSA').map((key) => String(key?.kid));
  return [
    ...(local.length === 0
      ? []
      : [
          `the credential key set carries development or emulator keys (${local.join(', ')}): ${fix}`,
        ]),
    ...(notRs256.length === 0
      ? []
      : [
          `the credential key set has keys that are not RSA for RS256 (${notRs256.join(', ')}): ${fix}`,
        ]),
  ];
}

/** firebase.json beside the repository's packages. */
const FIREBASE_JSON = join(dirname(fileURLToPath(import.meta.url)), '../../../firebase.json');

/**
 * The build's inline-script and inline-style hashes (its `.csp-hashes.json`, by directive) that the
 * hosting's CSP leaves out.
 * @param {Readonly<Record<string, readonly string[]>>} buildHashes e.g. `{ 'script-src': ["'sha256-…'"] }`
 * @param {string} csp the Content-Security-Policy firebase.json sends
 * @returns {string[]}
 */
export function cspHashProblems(buildHashes, csp) {
  return Object.entries(buildHashes).flatMap(([directive, hashes]) => {
    const sources = new RegExp(`(?:^|;)\\s*${directive} ([^;]*)`).exec(csp)?.[1] ?? '';
    const allowed = new Set(sources.split(/\s+/));
    const missing = hashes.filter((hash) => !allowed.has(hash));
    const what = directive === 'style-src' ? 'inline styles' : 'inline scripts';
    return missing.length === 0
      ? []
      : [
          `firebase.json's CSP does not allow ${missing.length} of this build's ${what}: run \`pnpm --filter @apex/web hosting dist/client\` (docs/deploy.md)`,
        ];
  });
}

/** @param {string} file firebase.json @returns {string} its Content-Security-Policy, or '' */
function hostingCsp(file) {
  /** @type {{ hosting?: { headers?: { headers?: { key: string; value: string }[] }[] } }} */
  const config = JSON.parse(readFileSync(file, 'utf8'));
  const entries = (config.hosting?.headers ?? []).flatMap((rule) => rule.headers ?? []);
  return entries.find((entry) => entry.key === 'Content-Security-Policy')?.value ?? '';
}

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** @param {string} dist @param {string} [firebaseJson] @returns {string[]} */
export function checkBuild(dist, firebaseJson = FIREBASE_JSON) {
  if (!existsSync(dist)) return [`${dist} does not exist: build the site first`];
  const reportPath = join(dist, '.chunks.json');
  const report = existsSync(reportPath) ? JSON.parse(readFileSync(reportPath, 'utf8')) : null;
  const scripts = filesUnder(dist)
    .filter((file) => /\.(?:m?js|html)$/.test(file))
    .map((file) => ({ file: relative(dist, file), text: readFileSync(file, 'utf8') }));
  const keysPath = join(dist, '.well-known', 'jwks.json');
  const keySet = existsSync(keysPath) ? JSON.parse(readFileSync(keysPath, 'utf8')) : null;
  const hashesPath = join(dist, '.csp-hashes.json');
  const hashes = existsSync(hashesPath) ? JSON.parse(readFileSync(hashesPath, 'utf8')) : {};
  return [
    ...deployProblems(report, scripts),
    ...credentialKeyProblems(keySet),
    ...cspHashProblems(hashes, hostingCsp(firebaseJson)),
  ];
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const dist = process.argv[2] ?? 'apps/web/dist/client';
  const problems = checkBuild(dist);
  if (problems.length > 0) {
    console.error(`Refusing to deploy ${dist}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`${dist} is a production Firebase build.`);
}
