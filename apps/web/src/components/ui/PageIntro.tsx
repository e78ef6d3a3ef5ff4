import type { ReactNode } from 'react';
import styles from './PageIntro.module.css';

export interface PageIntroProps {
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  /** Calls to action under the lead. */
  children?: ReactNode;
}

/** The dark band that opens an inner page, with its h1. */
export function PageIntro({ title, eyebrow, lead, children }: PageIntroProps) {
  return (
    <div className={styles.intro}>
      <div className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </div>
  );
}
