import type { ReactNode } from 'react';
import styles from './organiser.module.css';

/**
 * A wide table's own labelled region that scrolls sideways at 375 px, so the page never does.
 * It takes focus, so keyboard users can scroll it too (WCAG 2.1.1).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={styles.scroll} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
