import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vitest/config';
import { chunkReport } from './vite/chunkReport.ts';
import { devSiteFiles } from './vite/devSiteFiles.ts';
import { firebaseEnvCheck } from './vite/firebaseEnvCheck.ts';
import { practicePapers } from './vite/practicePapers.ts';
import { PREBUNDLED } from './vite/prebundled.ts';

export default defineConfig(({ mode }) => ({
  // React Router's framework plugin builds and prerenders the site (react-router.config.ts); the
  // unit tests render components with the router's own test helpers instead.
  plugins: [
    ...(mode === 'test' ? [] : [reactRouter()]),
    firebaseEnvCheck(),
    chunkReport(),
    devSiteFiles(),
    // The practice papers, stored by the server's import at build time (no maths library ships).
    practicePapers(),
  ],
  // The instant the pages are prerendered at; the client's first render uses it too, so hydration
  // matches, then moves on to the visitor's day (src/clock/useExamStatus.ts).
  define: { __APEX_BUILD_TIME__: JSON.stringify(Date.now()) },
  // The dev server pre-bundles every package the browser may load, so none is met mid-action.
  optimizeDeps: { include: [...PREBUNDLED] },
  build: {
    // Each route links only its own modules' CSS (the framework's `<Links>`), so the console's,
    // the certificate's and the guardian's styles load only on their pages; the build then
    // inlines what each prerendered page uses (vite/inlineUsedCss.ts, docs/adr/0113).
    cssCodeSplit: true,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/testing/setupTests.ts'],
    restoreMocks: true,
    // Whole-page tests run slowly when turbo tests the packages in parallel on a 2-core machine:
    // a ceiling against hangs, not a behaviour threshold.
    testTimeout: 15_000,
    // Vitest leaves a core to itself by default (one worker on two cores); this package's tests
    // run long after the others have ended (`pnpm test`), so they take every core.
    maxWorkers: '100%',
  },
}));
