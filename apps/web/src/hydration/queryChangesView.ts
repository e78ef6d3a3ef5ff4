/**
 * Whether the prerendered page is for this path but the URL's query asks for something else:
 * `/register` is prerendered in Login mode, `/register?mode=signup|reset` shows Sign Up or Reset
 * Password; `/ordersummary` is prerendered without a course, `/ordersummary?course=<level>` adds
 * that course and its price above the policy. Hosting cannot route on the query, so such a URL
 * gets the query-less markup, which entry-client then throws away (it renders from scratch when
 * there is a query). entry-boot uses this to start the app at once and hide the misleading page
 * until the right one renders (docs/decisions.md, P13). Queries that change nothing shown
 * (`redirectTo`, `utm_*`, `fbclid`) keep the prerendered page on screen and the usual late start.
 *
 * Self-contained on purpose: entry-boot is the page's first script, and importing the route table
 * or the account feature would pull them into it (about 3 KiB more before anything else).
 * queryChangesView.test.ts checks it against the route table, `parseAuthMode` and core's course levels,
 * so they cannot drift.
 */
export function queryChangesView(
  prerenderedFor: string | undefined,
  pathname: string,
  search: string,
): boolean {
  const here = pathname.replace(/\/+$/, '') || '/';
  if (prerenderedFor === undefined || prerenderedFor !== here || search === '') return false;
  // The Hindi twin (/hi/register) behaves as its English page (L1); the prefix is written out
  // here rather than imported, for the reason above.
  const page = here.startsWith('/hi/') ? here.slice('/hi'.length) : here;
  if (page === '/register') {
    const mode = new URLSearchParams(search).get('mode');
    return mode === 'signup' || mode === 'reset';
  }
  if (page === '/ordersummary') {
    const course = new URLSearchParams(search).get('course');
    return course === 'beginner' || course === 'intermediate' || course === 'expert';
  }
  return false;
}
