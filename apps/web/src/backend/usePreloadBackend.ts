import { useEffect, useEffectEvent } from 'react';
import { useBackendHandle } from './useBackendHandle.ts';

/**
 * Starts loading the backend when the calling page mounts, so it is there by the time someone
 * submits; `onFailure` hears why it could not load. It holds no state: the page does not
 * re-render when the backend arrives (useBackendLoaded is for what waits on it, P26).
 */
export function usePreloadBackend(onFailure: (error: unknown) => void): void {
  const handle = useBackendHandle();
  const failed = useEffectEvent(onFailure);
  useEffect(() => {
    let active = true;
    handle.load().catch((error: unknown) => {
      if (active) failed(error);
    });
    return () => {
      active = false;
    };
  }, [handle]);
}
