/**
 * Whether the prerendered page is for this path but the URL's query asks for something else:
 * `/register` is prerendered in Login mode, `/register?mode=signup|reset` shows Sign Up or Reset
 * Password. Hosting cannot route on the query, so such a URL gets the Login markup, which
 * entry-client then throws away (it renders from scratch when there is a query). entry-boot uses
 * this to start the app at once and hide the misleading form until the right one renders
 * (docs/decisions.md, P13). Queries that change nothing shown (`redirectTo`, `utm_*`, `fbclid`)
 * keep the prerendered page on screen and the usual late start.
 *
 * Self-contained on purpose: entry-boot is the page's first script, and importing the route table
 * or the account feature would pull them into it (about 3 KiB more before anything else).
 * queryChangesView.test.ts checks it against `paths` and `parseAuthMode`, so they cannot drift.
 */
export function queryChangesView(
  prerenderedFor: string | undefined,
  pathname: string,
  search: string,
): boolean {
  const here = pathname.replace(/\/+$/, '') || '/';
  if (prerenderedFor === undefined || prerenderedFor !== here || search === '') return false;
  if (here === '/register') {
    const mode = new URLSearchParams(search).get('mode');
    return mode === 'signup' || mode === 'reset';
  }
  return false;
}
