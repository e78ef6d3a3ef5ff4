import { startTransition, useEffect, useState } from 'react';
import { useBackendHandle } from './useBackendHandle.ts';

/**
 * True once the backend has loaded, whoever loaded it; it loads nothing itself (usePreloadBackend
 * does). Only the control that waits on the backend calls this, so its arrival re-renders that
 * control and not the page around it. Starts false on the client too, as in the prerendered HTML:
 * a different first render would be a hydration mismatch, and React keeps the server's `disabled`
 * attribute, so the button would stay dead. The change to true is a transition: it lands while the page may still be hydrating, and React
 * renders a transition in slices and keeps what is on screen, where an urgent update would
 * re-render in one blocking task (docs/decisions.md, P23).
 */
export function useBackendLoaded(): boolean {
  const handle = useBackendHandle();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => handle.onLoad(() => startTransition(() => setLoaded(true))), [handle]);
  return loaded;
}
