import type { ReactNode } from 'react';
import styles from './Container.module.css';

/** The centred content column with the standard vertical rhythm. */
export function Container({ children }: { children: ReactNode }) {
  return <div className={styles.container}>{children}</div>;
}
