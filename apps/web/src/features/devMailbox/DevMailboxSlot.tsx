import { lazy, Suspense } from 'react';
import { useHydrated } from '../../hooks/useHydrated.ts';

/**
 * The panel, on the development server only: in a production build the condition is false at
 * build time, so the bundler drops the import and ships none of it (it is spelled out here, not
 * imported, so it folds in this module). Vite's `test` mode leaves it out of the pages' unit
 * tests; DevMailboxPanel.test.tsx tests it on its own.
 */
const DevMailboxPanel =
  import.meta.env.DEV && import.meta.env.MODE !== 'test'
    ? lazy(() => import('./DevMailboxPanel.tsx'))
    : null;

/** Where the root layout places the development mailbox (issue 43); nothing in production. */
export function DevMailboxSlot() {
  // After hydration, so the server's HTML and the page that hydrates it stay the same.
  const hydrated = useHydrated();
  if (DevMailboxPanel === null || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <DevMailboxPanel />
    </Suspense>
  );
}
