import { deliveryOf, EDITIONS } from '@apex/core';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_IN_TEST_KEY, builtInTestSwitchedOn, siteEditions } from './siteEditions.ts';

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
