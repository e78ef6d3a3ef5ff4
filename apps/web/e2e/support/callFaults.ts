import type { Page, Route } from '@playwright/test';

/** What the calls a spec breaks get: held unanswered, refused, or let through. */
export type FaultMode = 'hold' | 'fail' | 'pass';

export interface CallFaults {
  /** Answers the calls held so far, and every later one, the new way. */
  set(mode: FaultMode): Promise<void>;
}

/** A callable of the functions, as the page calls it (any region and project). */
export function callableUrl(name: string): RegExp {
  return new RegExp(`\\.cloudfunctions\\.net/${name}(\\?.*)?$`);
}

/** A callable's refusal with its contract's code, as the functions send it (`details.code`). */
export function callableRefusal(status: string, code: string) {
  return {
    status: 400,
    contentType: 'application/json',
    body: JSON.stringify({ error: { status, message: `e2e: ${code}`, details: { code } } }),
  };
}

/** A Google API's answer to a call that failed on its side (`INTERNAL`, HTTP 500). */
export const INTERNAL_ERROR = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ error: { code: 500, message: 'e2e fault', status: 'INTERNAL' } }),
};

/**
 * Breaks the page's calls to URLs matching `url` (and, when `body` is given, only those whose
 * request body contains it, e.g. a query's collection): while the mode is 'hold' they stay
 * unanswered, so the page shows itself busy; 'fail' answers them `failure` (INTERNAL_ERROR by
 * default); 'pass' lets them through to the routes behind (the emulators, the site). Starts in
 * `mode`, after `passFirst` calls let through.
 */
export async function breakCalls(
  page: Page,
  url: RegExp,
  {
    body,
    mode: initial = 'pass',
    failure = INTERNAL_ERROR,
    passFirst = 0,
  }: {
    body?: string;
    mode?: FaultMode;
    failure?: Parameters<Route['fulfill']>[0];
    /** How many of the matching calls go through untouched before the mode applies. */
    passFirst?: number;
  } = {},
): Promise<CallFaults> {
  let mode = initial;
  let untouched = passFirst;
  const held: Route[] = [];
  const answer = (route: Route) => (mode === 'fail' ? route.fulfill(failure) : route.fallback());
  await page.route(url, async (route) => {
    if (body !== undefined && !(route.request().postData() ?? '').includes(body)) {
      await route.fallback();
    } else if (untouched > 0) {
      untouched -= 1;
      await route.fallback();
    } else if (mode === 'hold') held.push(route);
    else await answer(route);
  });
  return {
    async set(next) {
      mode = next;
      if (next === 'hold') return;
      for (const route of held.splice(0)) await answer(route);
    },
  };
}
