import { defineConfig } from 'vitest/config';

/**
 * The scale test (5,000 results published, timed), after the other emulator tests and alone:
 * it leaves the Firestore triggers off (`pnpm test:emulators` runs it second).
 */
export default defineConfig({
  test: {
    include: ['src/**/*.scale.emulator.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 60_000,
  },
});
