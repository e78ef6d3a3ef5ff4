import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, defineConfig, devices } from '@playwright/test';
import {
  AUTH_EMULATOR_ORIGIN,
  EMULATOR_CONFIG,
  FIREBASE_BUILD_ENV,
  FIREBASE_PROJECT_ID,
  FUNCTIONS_DIST,
} from './e2e/firebase/site.ts';

/**
 * End-to-end suite: Chromium against the production builds, served locally under the hosting's
 * headers. The `chromium` project tests the memory-backend build; the `firebase` project
 * (e2e/firebase/) the Firebase build against the real Auth, Firestore and Functions emulators,
 * with Storage answered by the storage model (e2e/support/firebaseNetwork.ts). Each build runs
 * once, in its web server command, before any worker starts. E2E_SKIP_FIREBASE=1 leaves the
 * Firebase project out; without Java 21 and the Firestore emulator it cannot run (on CI its
 * emulator command fails at once: scripts/firestore-emulator.sh).
 */

const webDir = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4610);
const baseURL = `http://127.0.0.1:${port}`;
const firebasePort = Number(process.env.E2E_FIREBASE_PORT ?? 4611);
const firebaseBaseURL = `http://127.0.0.1:${firebasePort}`;
const withFirebase = process.env.E2E_SKIP_FIREBASE !== '1';

const INSTALL_HINT = [
  'Do one of:',
  '  - install Debian/Ubuntu Chromium: apt-get update && apt-get install -y chromium',
  "  - install Playwright's browser: pnpm --filter @apex/web exec playwright install chromium",
  '  - point CHROMIUM_PATH at a Chromium or Chrome binary',
].join('\n');

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own download. */
function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new Error(
        `CHROMIUM_PATH is set to ${fromEnv}, but no file exists there. ${INSTALL_HINT}`,
      );
    }
    return fromEnv;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  throw new Error(`No Chromium found for the end-to-end suite. ${INSTALL_HINT}`);
}

/**
 * The suite builds each variant into its own folder (APEX_BUILD_DIR; the site is its `client/`),
 * so a `pnpm build` or `pnpm bench` running at the same time (they use dist/) cannot swap files
 * under a test run, and the suite never clobbers theirs. E2E_DIST=dist with E2E_SKIP_BUILD=1 tests
 * an existing dist/ instead (a memory-backend build).
 */
const distDir = process.env.E2E_DIST ?? 'node_modules/.e2e-dist';
const build =
  process.env.E2E_SKIP_BUILD === '1' ? '' : `APEX_BUILD_DIR=${distDir} pnpm run build && `;
// E2E_FIREBASE_DIST: the Firebase build's own folder, so two worktrees never share one.
const firebaseDistDir = process.env.E2E_FIREBASE_DIST ?? 'node_modules/.e2e-dist-firebase';
const firebaseBuild =
  process.env.E2E_SKIP_BUILD === '1'
    ? ''
    : `APEX_BUILD_DIR=${firebaseDistDir} pnpm run build:firebase && `;

/**
 * Serves a build's site with the `serve` script, which follows the hosting's rewrites (prerendered
 * pages, the SPA fallback for account URLs, the 404 page with status 404) and headers.
 */
function serveCommand(dir: string, on: number): string {
  return `pnpm run serve ${dir}/client --port ${on}`;
}

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

/** The Firebase specs that publish the edition's results or start its attempts (see below). */
const EDITION_WIDE =
  /[\\/](exam-test|organiser-attempts|organiser-console|organiser-console-faults)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // CI runs this suite beside the emulator suites on two cores (.ci/run): a step may wait for a
  // core, so the limits leave room for that; they are limits, not waits.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // A trace is recorded for every test and kept for a failing one: for a local run, where it
    // can be opened. CI shows only its output, so there it records none (a fifth of the suite's
    // processor time, measured on routes and hindi with /usr/bin/time: 77 -> 61 core-seconds).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Logs in once and saves the storage the signed-in tests start from (e2e/support/signedIn.ts).
    { name: 'setup', testMatch: /\.setup\.ts$/, use: { ...desktop } },
    {
      name: 'chromium',
      testMatch: /\.spec\.ts$/,
      // e2e/dev: the development server's own suite (playwright.dev.config.ts).
      testIgnore: /[\\/]e2e[\\/](firebase|dev)[\\/]/,
      dependencies: ['setup'],
      use: { ...desktop },
    },
    ...(withFirebase
      ? [
          {
            name: 'firebase',
            testDir: './e2e/firebase',
            testMatch: /\.spec\.ts$/,
            testIgnore: EDITION_WIDE,
            use: { ...desktop, baseURL: firebaseBaseURL },
          },
          {
            // The specs that publish an edition's results or keep its attempts open share the
            // emulators' edition: a publish is refused while another runs or any attempt is open,
            // so they run one at a time (beside the rest of the suite).
            name: 'firebase-edition',
            testDir: './e2e/firebase',
            testMatch: EDITION_WIDE,
            workers: 1,
            use: { ...desktop, baseURL: firebaseBaseURL },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: `${build}${serveCommand(distDir, port)}`,
      cwd: webDir,
      url: baseURL,
      env: { VITE_BACKEND: 'memory' },
      timeout: 180_000,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(withFirebase
      ? [
          {
            // The production Firebase build (e2e/firebase/site.ts), under the same headers.
            command: `${firebaseBuild}${serveCommand(firebaseDistDir, firebasePort)}`,
            cwd: webDir,
            url: firebaseBaseURL,
            env: { ...FIREBASE_BUILD_ENV },
            timeout: 180_000,
            reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
          {
            // The Auth, Firestore (the real engine, Java 21: scripts/firestore-emulator.sh) and
            // Functions (the suite's own build of apps/functions) emulators, offline, on the suite's own
            // ports (e2e/firebase/site.ts). Ready once Auth answers (the hub answers before the others
            // listen); the guardian spec waits for Firestore and Functions on the hub itself.
            // The functions' secrets first (SUBSCRIBER_KEY for the lists, issue 30): the build copies
            // apps/functions/.secret.local into the bundle the emulator reads.
            command: `node ../functions/scripts/emulator-secret.mjs && APEX_FUNCTIONS_DIST=${FUNCTIONS_DIST} pnpm --filter @apex/functions build && bash ../../scripts/firestore-emulator.sh pnpm --filter @apex/auth-firebase exec firebase emulators:start --only auth,firestore,functions --project ${FIREBASE_PROJECT_ID} --config ${EMULATOR_CONFIG}`,
            cwd: webDir,
            url: AUTH_EMULATOR_ORIGIN,
            env: { CI: 'true', NO_UPDATE_NOTIFIER: '1' },
            timeout: 120_000,
            reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
            gracefulShutdown: { signal: 'SIGINT' as const, timeout: 5_000 },
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
