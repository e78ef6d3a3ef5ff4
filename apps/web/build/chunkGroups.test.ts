import { describe, expect, it } from 'vitest';
import { chunkSetsOf, type GraphModule, isFeatureCode, isReactRuntime } from './chunkGroups.ts';

const src = (path: string) => `/repo/apps/web/src/${path}`;
const nm = (path: string) => `/repo/node_modules/.pnpm/x@1/node_modules/${path}`;

function module(id: string, importedIds: string[] = [], dynamicallyImportedIds: string[] = []) {
  return { id, isEntry: id === src('entry-boot.ts'), importedIds, dynamicallyImportedIds };
}

/** A small app shaped like ours: a boot script, React, the app, three pages, a feature. */
const GRAPH: GraphModule[] = [
  module(
    src('entry-boot.ts'),
    [src('hydration/nextTask.ts')],
    [src('hydration/reactRuntime.ts'), src('entry-client.tsx')],
  ),
  module(src('hydration/nextTask.ts')),
  module(src('hydration/reactRuntime.ts'), [nm('react-dom/client.js')]),
  module(nm('react-dom/client.js'), [nm('react/index.js'), nm('scheduler/index.js')]),
  module(nm('react/index.js')),
  module(nm('scheduler/index.js')),
  module(
    src('entry-client.tsx'),
    [
      nm('react/index.js'),
      nm('react-router/dist/index.mjs'),
      src('hydration/nextTask.ts'),
      src('messages.ts'),
    ],
    [
      src('pages/HomePage.tsx'),
      src('pages/AboutPage.tsx'),
      src('pages/RegisterPage.tsx'),
      src('pages/EditProfilePage.tsx'),
    ],
  ),
  module(src('hydration/routerRuntime.ts'), [nm('react-router/dist/index.mjs')]),
  module(nm('react-router/dist/index.mjs'), [nm('react/index.js')]),
  module(nm('@lingui/core/dist/index.mjs')),
  module(src('messages.ts'), [nm('@lingui/core/dist/index.mjs')]),
  module(src('pages/HomePage.tsx'), [
    src('components/home/AboutSection.tsx'),
    src('components/home/Hero.tsx'),
    src('components/ui/Toast.tsx'),
  ]),
  module(src('pages/EditProfilePage.tsx'), [src('features/account/LoginForm.tsx')]),
  module(src('pages/AboutPage.tsx'), [src('components/home/AboutSection.tsx')]),
  module(src('pages/RegisterPage.tsx'), [
    src('features/account/LoginForm.tsx'),
    src('content/siteCopy.ts'),
  ]),
  module(src('components/home/AboutSection.tsx'), [
    src('content/siteCopy.ts'),
    nm('react/index.js'),
  ]),
  module(src('components/home/Hero.tsx')),
  module(src('content/siteCopy.ts')),
  module(src('features/account/LoginForm.tsx'), [
    src('components/ui/Toast.tsx'),
    src('components/ui/FieldHint.tsx'),
  ]),
  module(src('components/ui/Toast.tsx')),
  module(src('components/ui/FieldHint.tsx')),
];

describe('chunkSetsOf', () => {
  const sets = chunkSetsOf(GRAPH);

  it("puts React's runtime, and the module the boot script imports it through, in one set", () => {
    expect([...sets.react].sort()).toEqual(
      [
        nm('react-dom/client.js'),
        nm('react/index.js'),
        nm('scheduler/index.js'),
        src('hydration/reactRuntime.ts'),
      ].sort(),
    );
  });

  it("puts the app's other libraries, and the module the boot script imports them through, in one set", () => {
    expect([...sets.libs].sort()).toEqual(
      [
        nm('@lingui/core/dist/index.mjs'),
        nm('react-router/dist/index.mjs'),
        src('hydration/routerRuntime.ts'),
      ].sort(),
    );
  });

  it("puts the app entry and its static imports in the app set, less the boot script's and the libraries", () => {
    expect([...sets.app].sort()).toEqual([src('entry-client.tsx'), src('messages.ts')].sort());
  });

  it('puts what two or more pages import in the pages set, and what one page uses in none', () => {
    expect([...sets.pages].sort()).toEqual(
      [
        src('components/home/AboutSection.tsx'),
        src('components/ui/Toast.tsx'),
        src('content/siteCopy.ts'),
      ].sort(),
    );
  });

  it("leaves a feature's code, and what only features import, out of the shared set", () => {
    expect(sets.pages.has(src('features/account/LoginForm.tsx'))).toBe(false);
    expect(sets.pages.has(src('components/ui/FieldHint.tsx'))).toBe(false);
  });
});

describe('the module tests', () => {
  it('tell React from React Router', () => {
    expect(isReactRuntime(nm('react-dom/cjs/react-dom-client.production.js'))).toBe(true);
    expect(isReactRuntime(nm('react-router/dist/index.mjs'))).toBe(false);
  });

  it('count the Hindi words, the policies and the adapters as feature code, not the English words', () => {
    expect(isFeatureCode('/repo/packages/core/src/locales/compiled/hi.ts')).toBe(true);
    expect(isFeatureCode('/repo/packages/core/src/locales/compiled/en.ts')).toBe(false);
    expect(isFeatureCode(src('content/policies.ts'))).toBe(true);
    expect(isFeatureCode('/repo/packages/auth-firebase/src/index.ts')).toBe(true);
    expect(isFeatureCode(src('content/siteCopy.ts'))).toBe(false);
  });
});
