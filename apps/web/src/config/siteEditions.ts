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

/**
 * Whether this page runs the memory build with the built-in test switched on: `?builtInTest=on`
 * (remembered in localStorage, `?builtInTest=off` forgets it). No listed edition delivers the
 * built-in test yet, so the memory build offers it on request, its pages and its "server" alike.
 * The Firebase build never reads it (Vite drops the branch).
 */
export function builtInTestSwitchedOn(): boolean {
  if (import.meta.env.VITE_BACKEND === 'firebase' || typeof window === 'undefined') return false;
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
