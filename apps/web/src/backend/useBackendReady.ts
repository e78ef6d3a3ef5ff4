import { startTransition, useEffect, useEffectEvent, useState } from 'react';
import { useBackendHandle } from './useBackendHandle.ts';

/**
 * Loads the backend when the calling page mounts; true once it has loaded. `onFailure` hears why
 * it could not. The change to true is a transition: it lands while the page may still be
 * hydrating, and React renders a transition in slices and keeps what is on screen, where an
 * urgent update would re-render the page in one blocking task (docs/decisions.md, P23).
 */
export function useBackendReady(onFailure: (error: unknown) => void): boolean {
  const handle = useBackendHandle();
  const [ready, setReady] = useState(false);
  const failed = useEffectEvent(onFailure);
  useEffect(() => {
    let active = true;
    handle.load().then(
      () => {
        if (active) startTransition(() => setReady(true));
      },
      (error: unknown) => {
        if (active) failed(error);
      },
    );
    return () => {
      active = false;
    };
  }, [handle]);
  return ready;
}
