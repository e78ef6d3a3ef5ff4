import { defineConfig } from 'vitest/config';

/**
 * The scale tests (2,000 results published, 3,000 expired registrations cleared by retention;
 * both timed), after the other emulator tests and alone: they leave the Firestore triggers off
 * (`pnpm test:emulators` runs them second).
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
