import { deliveryOf, EDITIONS } from '@apex/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BUILT_IN_TEST_KEY,
  builtInTestSwitchedOn,
  siteEditions,
  switchAllowed,
} from './siteEditions.ts';

afterEach(() => {
  window.localStorage.removeItem(BUILT_IN_TEST_KEY);
  window.history.replaceState(null, '', '/');
});

describe('the memory build’s built-in test switch (ADR 0183)', () => {
  it('is off by default: the pages follow core’s editions', () => {
    expect(builtInTestSwitchedOn()).toBe(false);
    expect(siteEditions()).toBe(EDITIONS);
  });

  it('?builtInTest=on puts every grade on the built-in test, and is remembered', () => {
    window.history.replaceState(null, '', '/exam-registration?builtInTest=on');
    const editions = siteEditions();
    expect(editions.map((edition) => deliveryOf(edition, 8)?.kind)).toEqual(
      EDITIONS.map(() => 'built-in'),
    );
    window.history.replaceState(null, '', '/');
    expect(siteEditions()).toBe(editions);
  });

  it('?builtInTest=off forgets it', () => {
    window.localStorage.setItem(BUILT_IN_TEST_KEY, 'on');
    window.history.replaceState(null, '', '/?builtInTest=off');
    expect(siteEditions()).toBe(EDITIONS);
    expect(window.localStorage.getItem(BUILT_IN_TEST_KEY)).toBeNull();
  });
});

describe('which builds offer the switch (ADR 0188)', () => {
  it('the memory build does', () => {
    expect(switchAllowed({ VITE_BACKEND: 'memory' })).toBe(true);
    expect(switchAllowed({})).toBe(true);
  });

  it('a Firebase build of an emulator-only demo-* project does', () => {
    expect(switchAllowed({ VITE_BACKEND: 'firebase', VITE_FIREBASE_PROJECT_ID: 'demo-apex' })).toBe(
      true,
    );
  });

  it('a Firebase build of a real project never does, whatever the address asks', () => {
    expect(
      switchAllowed({ VITE_BACKEND: 'firebase', VITE_FIREBASE_PROJECT_ID: 'apex-production' }),
    ).toBe(false);
    expect(
      switchAllowed({ VITE_BACKEND: 'firebase', VITE_FIREBASE_PROJECT_ID: 'my-demo-apex' }),
    ).toBe(false);
    expect(switchAllowed({ VITE_BACKEND: 'firebase' })).toBe(false);
  });
});
