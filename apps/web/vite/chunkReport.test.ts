import { describe, expect, it } from 'vitest';
import { packageOfModule } from './chunkReport.ts';

describe('packageOfModule', () => {
  it.each([
    [
      '/repo/node_modules/.pnpm/@firebase+auth@1.13.6/node_modules/@firebase/auth/dist/esm/index.js',
      '@firebase/auth',
    ],
    [
      '/repo/node_modules/.pnpm/firebase@12/node_modules/firebase/auth/dist/esm/index.esm.js',
      'firebase',
    ],
    ['/repo/node_modules/react/index.js?commonjs-proxy', 'react'],
    ['C:\\repo\\node_modules\\idb\\build\\index.js', 'idb'],
    ['/repo/packages/auth-memory/src/index.ts', '@apex/auth-memory'],
    ['/repo/apps/web/src/main.tsx', '@apex/web'],
  ])('%s belongs to %s', (id, name) => {
    expect(packageOfModule(id)).toBe(name);
  });

  it('ignores virtual modules', () => {
    expect(packageOfModule('\0vite/modulepreload-polyfill.js')).toBeNull();
  });
});
