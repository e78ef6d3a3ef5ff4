import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { prerenderPlugin } from './scripts/prerender.ts';

export default defineConfig({
  plugins: [react(), prerenderPlugin()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setupTests.ts'],
    restoreMocks: true,
  },
});
