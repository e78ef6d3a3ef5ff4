import { defineConfig } from 'vitest/config';

/**
 * The functions on the Functions, Firestore and Auth emulators (`pnpm test:emulators`, run by
 * .ci/run): the built dist/ answers, and the tests watch Firestore through the Admin SDK.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.emulator.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
