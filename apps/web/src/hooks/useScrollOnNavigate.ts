import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';

/**
 * Client-side navigation does not scroll by itself: a new page starts at the top, and a link to
 * `/#section` brings that section into view and moves focus to it, as a full page load would.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash, key } = useLocation();
  const reducedMotion = usePrefersReducedMotion();
  const firstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` re-runs it for a repeated click on the same anchor
  useEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      if (typeof target.scrollIntoView === 'function') {
        target.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
      }
      if (!isFirst) target.focus({ preventScroll: true });
      return;
    }
    // On first load the browser has already placed the page (and restores it on reload).
    if (!isFirst) (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, [pathname, hash, key]);
}
