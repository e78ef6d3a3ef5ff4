import { type ReactNode, useEffect, useRef, useState } from 'react';

export interface ScrollableTextProps {
  readonly className: string | undefined;
  readonly children: ReactNode;
}

/**
 * A text that scrolls in its own box when it is wider than the screen (a formula does not break
 * across lines): while it does, it is a tab stop, so the keyboard can scroll it (WCAG 2.1.1); when
 * it fits, it is not, so nobody tabs through every choice twice.
 */
export function ScrollableText({ className, children }: ScrollableTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <span ref={ref} className={className} tabIndex={overflows ? 0 : undefined}>
      {children}
    </span>
  );
}
