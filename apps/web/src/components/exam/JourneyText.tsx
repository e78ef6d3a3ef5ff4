import type { ReactNode } from 'react';
import styles from './JourneyText.module.css';

/** The lead paragraph of an exam-journey step, under its title. */
export function JourneyText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}
