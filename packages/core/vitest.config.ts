import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Every language's words, as everywhere in Node (messages.test.ts checks the lazy loading).
    setupFiles: ['./src/locales/allCatalogs.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      // index.ts only re-exports (no statement to count, so v8 lists it as 0%); index.test.ts checks it.
      // The same for credential/index.ts and papers/index.ts; test support (src/testing/) is no product code.
      exclude: [
        'src/**/*.test.ts',
        'src/index.ts',
        'src/credential/index.ts',
        'src/papers/index.ts',
        'src/testing/**',
      ],
      reporter: ['text', 'json-summary'],
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
});
