import { defineConfig } from 'vitest/config';
import { NotRunReporter } from './src/testing/notRunReporter.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', '*.test.ts'],
    environment: 'node',
    // One Auth emulator serves every file, and cleanup clears all of its accounts.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // After the summary: a loud banner for every suite that did not run without the emulators.
    reporters: ['default', new NotRunReporter()],
  },
});
