import { useEffect, useEffectEvent } from 'react';
import { useBackendHandle } from './useBackendHandle.ts';

/** What says a visitor is about to use the page: a press, a key, a tap, or focus moving in. */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Loads the backend on the visitor's first interaction with the page (or at once if focus is
 * already in it, e.g. on a form typed into before the app started), so it is there by the time
 * they submit, and a visitor who only reads downloads none of it. `onFailure` hears why it could
 * not load. Holds no state: the page does not re-render when it arrives (decision P26).
 */
export function useLoadBackendOnIntent(onFailure: (error: unknown) => void): void {
  const handle = useBackendHandle();
  const failed = useEffectEvent(onFailure);
  useEffect(() => {
    let active = true;
    const load = () => {
      stopListening();
      handle.load().catch((error: unknown) => {
        if (active) failed(error);
      });
    };
    const stopListening = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, load, true);
    };
    const focused = document.activeElement;
    if (focused !== null && focused !== document.body) {
      load();
    } else {
      for (const type of INTENT_EVENTS) {
        window.addEventListener(type, load, { capture: true, passive: true });
      }
    }
    return () => {
      active = false;
      stopListening();
    };
  }, [handle]);
}
