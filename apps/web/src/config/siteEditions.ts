import { EDITIONS, type ExamEdition } from '@apex/core';

/** localStorage key of the memory build's built-in-test switch (ADR 0183). */
export const BUILT_IN_TEST_KEY = 'apex.builtInTest';

type Editions = readonly [ExamEdition, ...ExamEdition[]];

/** The editions with every grade on the built-in test, as the emulators' editions are (ADR 0182). */
export function withBuiltInTests(editions: Editions): Editions {
  const [first, ...rest] = editions.map((edition) => ({
    ...edition,
    tests: edition.tests.map(({ grade }) => ({ grade, delivery: { kind: 'built-in' as const } })),
  }));
  if (first === undefined) return editions;
  return [first, ...rest];
}

/** The prefix of an emulator-only Firebase project: it has no real resources (docs/deploy.md). */
const EMULATOR_ONLY_PROJECT = 'demo-';

/**
 * Whether this build may offer the switch: the memory build, or a Firebase build of an
 * emulator-only `demo-*` project, whose functions judge attempts by the editions a test gives them
 * (ADR 0182) and which the predeploy check refuses to deploy (ADR 0188). A build for a real
 * project never reads the switch.
 */
export function switchAllowed(env: {
  readonly VITE_BACKEND?: string | undefined;
  readonly VITE_FIREBASE_PROJECT_ID?: string | undefined;
}): boolean {
  if (env.VITE_BACKEND !== 'firebase') return true;
  return (env.VITE_FIREBASE_PROJECT_ID ?? '').trim().startsWith(EMULATOR_ONLY_PROJECT);
}

/**
 * Whether this page runs with the built-in test switched on: `?builtInTest=on` (remembered in
 * localStorage, `?builtInTest=off` forgets it). No listed edition delivers the built-in test yet,
 * so the memory build offers it on request, its pages and its "server" alike, and so does a
 * Firebase build of an emulator-only project, whose pages then follow the editions the emulators'
 * functions are given (switchAllowed).
 */
export function builtInTestSwitchedOn(): boolean {
  if (!switchAllowed(import.meta.env) || typeof window === 'undefined') return false;
  try {
    const asked = new URLSearchParams(window.location.search).get('builtInTest');
    if (asked === 'on') window.localStorage.setItem(BUILT_IN_TEST_KEY, 'on');
    if (asked === 'off') window.localStorage.removeItem(BUILT_IN_TEST_KEY);
    return window.localStorage.getItem(BUILT_IN_TEST_KEY) === 'on';
  } catch {
    return false;
  }
}

const BUILT_IN_EDITIONS = withBuiltInTests(EDITIONS);

/**
 * The editions the site's pages follow: core's, or on the switched memory build, built in. The
 * same array each call (a React store's snapshot).
 */
export function siteEditions(): Editions {
  return builtInTestSwitchedOn() ? BUILT_IN_EDITIONS : EDITIONS;
}
