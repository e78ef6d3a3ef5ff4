import { COURSE_LEVELS } from '@apex/core';
import { describe, expect, it } from 'vitest';
import { AUTH_MODE_TITLES, type AuthMode, parseAuthMode } from '../features/account/authMode.ts';
import { routes } from '../routes/routes.tsx';
import { queryChangesView } from './queryChangesView.ts';

describe('queryChangesView', () => {
  it.each([
    ['/register', '/register', '?mode=signup'],
    ['/register', '/register', '?mode=reset'],
    ['/register', '/register/', '?mode=signup'],
    ['/register', '/register', '?redirectTo=%2Fapex&mode=signup'],
    ['/hi/register', '/hi/register', '?mode=signup'],
    ['/hi/ordersummary', '/hi/ordersummary', '?course=expert'],
  ])(
    'is true on %s for %s%s: the prerendered Login form is the wrong one',
    (rendered, path, query) => {
      expect(queryChangesView(rendered, path, query)).toBe(true);
    },
  );

  it.each([
    ['no query: the prerendered Login form is right', '/register', '/register', ''],
    ['Login mode asked for', '/register', '/register', '?mode=login'],
    ['an unknown mode opens Login', '/register', '/register', '?mode=admin'],
    ['redirectTo does not change the form', '/register', '/register', '?redirectTo=%2Fapex'],
    ['/login is always Login', '/login', '/login', '?mode=signup'],
    ['the Hindi Login page is always Login too', '/hi/login', '/hi/login', '?mode=signup'],
    ['tracking parameters change nothing', '/apex', '/apex', '?utm_source=whatsapp&fbclid=x'],
    ['the 404 page is not for this path', '/404', '/register', '?mode=signup'],
    ['an unknown course shows the policy alone', '/ordersummary', '/ordersummary', '?course=x'],
    ['no course shows the policy alone', '/ordersummary', '/ordersummary', '?utm_source=x'],
    ['no prerendered markup (the app shell)', undefined, '/register', '?mode=signup'],
  ] as const)('is false when %s', (_why, rendered, path, query) => {
    expect(queryChangesView(rendered, path, query)).toBe(false);
  });

  it.each(Object.keys(AUTH_MODE_TITLES) as AuthMode[])(
    'agrees with parseAuthMode on the link to %s mode',
    (mode) => {
      const url = new URL(
        routes.register.getHref(mode === 'login' ? undefined : mode, '/apex'),
        'https://x',
      );
      const changes = parseAuthMode(url.pathname, url.searchParams) !== 'login';
      expect(queryChangesView(routes.register.path, url.pathname, url.search)).toBe(changes);
    },
  );

  it.each(COURSE_LEVELS)(
    'is true for the order summary of the %s course: the prerendered page has no course',
    (level) => {
      const url = new URL(routes.orderSummary.getHref(level), 'https://x');
      expect(queryChangesView(routes.orderSummary.path, url.pathname, url.search)).toBe(true);
    },
  );
});
