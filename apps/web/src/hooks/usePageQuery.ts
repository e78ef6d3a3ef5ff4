import { useSearchParams } from 'react-router';
import { useHydrating } from './useHydrating.ts';

const NO_QUERY = new URLSearchParams();

/**
 * The page's query string, for a page whose view it changes (`/register?mode=signup`,
 * `/ordersummary?course=expert`). The prerendered HTML was made without one, so while React
 * hydrates it this gives none too, and the page matches its HTML; React then renders it again
 * with the real query. A page reached by a link has its query from its first render.
 */
export function usePageQuery(): URLSearchParams {
  const [search] = useSearchParams();
  return useHydrating() ? NO_QUERY : search;
}
