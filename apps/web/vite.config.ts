import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chunkGroups } from './build/chunkGroups.ts';
import { chunkReport } from './build/chunkReport.ts';
import { compileHints } from './build/compileHints.ts';
import { eagerReactWrappers } from './build/eagerReactWrappers.ts';
import { firebaseEnvCheck } from './build/firebaseEnvCheck.ts';
import { prerenderPlugin } from './build/prerender.ts';

export default defineConfig({
  plugins: [
    react(),
    prerenderPlugin(),
    firebaseEnvCheck(),
    chunkReport(),
    chunkGroups(),
    eagerReactWrappers(),
    compileHints(),
  ],
  // The instant the pages are prerendered at; the client's first render uses it too, so hydration
  // matches, then moves on to the visitor's day (src/clock/useExamStatus.ts).
  define: { __APEX_BUILD_TIME__: JSON.stringify(Date.now()) },
  build: {
    // Where `pnpm bench` asks for its builds (the framework-mode build reads the same variable).
    outDir: process.env.APEX_BUILD_DIR ?? 'dist',
    // One stylesheet in <head> for the whole site (a few KiB): a prerendered page whose component is
    // lazy, like /login, would otherwise paint unstyled and shift when the chunk's CSS arrives.
    cssCodeSplit: false,
    // Every browser we serve supports <link rel="modulepreload">; the polyfill would ride in the
    // tiny boot script (src/entry-boot.ts) for nothing.
    modulePreload: { polyfill: false },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/testing/setupTests.ts'],
    restoreMocks: true,
    // Whole-page tests run slowly when turbo tests the packages in parallel on a 2-core machine:
    // a ceiling against hangs, not a behaviour threshold.
    testTimeout: 15_000,
  },
});
