import { defineConfig } from 'vitest/config';

/**
 * The functions on the Functions, Firestore and Auth emulators (`pnpm test:emulators`, run by
 * .ci/run): the built dist/ answers, and the tests watch Firestore through the Admin SDK.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.emulator.test.ts'],
    // The scale test runs after these, alone: vitest.scale.config.ts.
    exclude: ['src/**/*.scale.emulator.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // A publish test seeds and clears with the triggers off, each waiting for their queue: ~20 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
