import { type RefObject, useEffect } from 'react';

/**
 * Where a horizontal scroller goes next: one visible width further, or back to the start once the
 * end is reached (the last step may be shorter than a width, as the browser clamps it).
 */
export function nextScrollLeft(scrollLeft: number, clientWidth: number, scrollWidth: number) {
  const maxScroll = Math.max(0, scrollWidth - clientWidth);
  // A pixel of slack: browsers report fractional positions after snapping.
  if (scrollLeft >= maxScroll - 1) return 0;
  return Math.min(scrollLeft + clientWidth, maxScroll);
}

/** Every `intervalMs`, while `running`, scrolls the element by one visible width, wrapping. */
export function useAutoScroll(
  ref: RefObject<HTMLElement | null>,
  intervalMs: number,
  running: boolean,
): void {
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const element = ref.current;
      if (element === null) return;
      const left = nextScrollLeft(element.scrollLeft, element.clientWidth, element.scrollWidth);
      if (typeof element.scrollTo === 'function') element.scrollTo({ left, behavior: 'smooth' });
      else element.scrollLeft = left;
    }, intervalMs);
    return () => clearInterval(timer);
  }, [ref, intervalMs, running]);
}
