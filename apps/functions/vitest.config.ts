import { defineConfig } from 'vitest/config';

/** The pure parts: no emulator needed (`pnpm test`). */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.emulator.test.ts'],
    environment: 'node',
  },
});
