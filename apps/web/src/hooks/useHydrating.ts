import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True while React hydrates the prerendered HTML, then false (it renders again at once); false from
 * the start for a component rendered in the browser. For what the HTML could not know, such as the
 * page's query string: rendered only once hydrated, the HTML matches what hydrates it. React reads
 * useSyncExternalStore's server snapshot while hydrating, its client snapshot afterwards.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
