import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, runsAtStart, withCompileHint } from './compileHints.ts';

const store = '/repo/node_modules/.pnpm/x/node_modules';

describe('runsAtStart', () => {
  it("holds for React's, the libraries' and our own modules", () => {
    expect(
      runsAtStart([
        `${store}/react-dom/cjs/react-dom-client.production.js`,
        `${store}/react-router/dist/index.mjs`,
        '/repo/apps/web/src/entry-client.tsx',
        '/repo/packages/core/src/index.ts',
        '\0rolldown/runtime.js',
      ]),
    ).toBe(true);
  });

  it("fails for a chunk holding any backend's code: Firebase's SDK, its adapter, the memory adapter", () => {
    for (const id of [
      `${store}/@firebase/auth/dist/esm/index.js`,
      `${store}/firebase/app/dist/esm/index.esm.js`,
      '/repo/packages/auth-firebase/src/index.ts',
      '/repo/packages/auth-memory/src/index.ts',
    ]) {
      expect(runsAtStart(['/repo/apps/web/src/app/AppProviders.tsx', id]), id).toBe(false);
    }
  });
});

describe('withCompileHint', () => {
  it("puts V8's hint on a line of its own above the code, which is otherwise unchanged", () => {
    const code = 'import{a}from"./b.js";function c(){}';
    expect(withCompileHint(code)).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });
});
