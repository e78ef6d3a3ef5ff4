import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import baseConfig from './playwright.config.ts';

/**
 * The development site end to end (issue 43): Chromium against `pnpm dev` (`react-router dev`, the
 * memory backend) started fresh, with Vite's dependency cache emptied first, as a new developer
 * starts it. The server's output is kept in DEV_SERVER_LOG, which the last spec reads.
 *
 *   dev-first  the first publish after the fresh start, with no reload (e2e/dev/first-publish)
 *   dev        the mailbox, the site files, sample data and a clean console on every route
 *   dev-log    the dev server's own log: no warning, no error, no reload (e2e/dev/server-log)
 *
 * The site files spec compares the dev server with a memory build: E2E_DEV_BUILD names one (the
 * main suite's node_modules/.e2e-dist), else this config builds one first into its own folder.
 */

const webDir = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_DEV_PORT ?? 4620);
export const DEV_BASE_URL = `http://localhost:${port}`;
export const DEV_BUILD_DIR = join(
  webDir,
  process.env.E2E_DEV_BUILD ?? 'node_modules/.e2e-dist-dev',
);
export const DEV_SERVER_LOG = join(webDir, 'node_modules/.e2e-dev/server.log');
mkdirSync(dirname(DEV_SERVER_LOG), { recursive: true });

const build = process.env.E2E_DEV_BUILD ? '' : `APEX_BUILD_DIR=${DEV_BUILD_DIR} pnpm run build && `;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: './e2e/dev',
  outputDir: './test-results/dev',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One dev server compiles each module on first use: one browser at a time.
  workers: 1,
  // The first visit to a page compiles it: generous on a loaded 2-core machine.
  timeout: 240_000,
  expect: { timeout: 30_000 },
  // The report apart from the main suite's, whose reporter empties playwright-report/: in CI the
  // two run side by side.
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'node_modules/.e2e-dev/report' }]]
    : 'list',
  use: { ...baseConfig.use, baseURL: DEV_BASE_URL },
  projects: [
    { name: 'dev-first', testMatch: /first-publish\.spec\.ts$/, use: { ...desktop } },
    {
      name: 'dev',
      testMatch: /\.spec\.ts$/,
      testIgnore: /(first-publish|server-log)\.spec\.ts$/,
      dependencies: ['dev-first'],
      use: { ...desktop },
    },
    {
      name: 'dev-log',
      testMatch: /server-log\.spec\.ts$/,
      dependencies: ['dev'],
      use: { ...desktop },
    },
  ],
  webServer: {
    // `pnpm dev` itself, on its own port, from an empty dependency cache; its output to the log.
    command: `${build}rm -rf node_modules/.vite && pnpm exec react-router dev --port ${port} --strictPort 2>&1 | tee ${DEV_SERVER_LOG}`,
    cwd: webDir,
    url: DEV_BASE_URL,
    env: { VITE_BACKEND: 'memory', FORCE_COLOR: '0', NO_COLOR: '1' },
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
