import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
    // Conformance cases build multi-megabyte pictures; turbo runs the packages side by side on a
    // 2-core machine. A ceiling against hangs, not a behaviour threshold.
    testTimeout: 15_000,
  },
});
