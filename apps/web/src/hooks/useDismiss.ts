import { type RefObject, useEffect } from 'react';

/**
 * While `active`, calls `onDismiss` on Escape or on a pointer press outside `ref`: the two ways
 * people expect to close a menu besides its own toggle.
 */
export function useDismiss(
  ref: RefObject<Element | null>,
  active: boolean,
  onDismiss: (reason: 'escape' | 'outside') => void,
): void {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    const onPointerDown = (event: Event) => {
      const target = event.target;
      if (target instanceof Node && ref.current?.contains(target)) return;
      onDismiss('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [ref, active, onDismiss]);
}
