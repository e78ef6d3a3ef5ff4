import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

const noSubscription = () => () => {};
const NO_QUERY = new URLSearchParams();

/**
 * The page's query string, for a page whose view it changes (`/register?mode=signup`,
 * `/ordersummary?course=expert`). The prerendered HTML was made without one, so while React
 * hydrates it this gives none too, and the page matches its HTML; React then renders it again
 * with the real query (useSyncExternalStore's server snapshot is what hydration reads). A page
 * reached by a link has its query from its first render.
 */
export function usePageQuery(): URLSearchParams {
  const [search] = useSearchParams();
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  return hydrating ? NO_QUERY : search;
}
