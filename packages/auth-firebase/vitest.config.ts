import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', '*.test.ts'],
    environment: 'node',
    // One Auth emulator serves every file, and cleanup clears all of its accounts.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
