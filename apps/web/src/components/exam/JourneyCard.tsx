import type { ReactNode } from 'react';
import { EXAM_COPY } from '../../content/examCopy.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import styles from './JourneyCard.module.css';

export interface JourneyCardProps {
  /** 1-based step of the exam journey (welcome, benefits, start). */
  step: number;
  steps: number;
  title: string;
  children: ReactNode;
}

/** One step of the exam journey (/page1 to /page3): a focused card with its progress. */
export function JourneyCard({ step, steps, title, children }: JourneyCardProps) {
  const copy = useLocalized(EXAM_COPY);
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <ol className={styles.steps} aria-hidden="true">
          {[...Array(steps).keys()].map((position) => (
            <li key={position} className={`${styles.step} ${position < step ? styles.done : ''}`} />
          ))}
        </ol>
        <p className={styles.eyebrow}>{copy.step(step, steps)}</p>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
