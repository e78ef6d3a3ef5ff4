import { EDITION_TEXT, EXAM, formatDateRange } from '@apex/core';
import { useExamStatus } from '../../clock/useExamStatus.ts';
import styles from './ExamSchedule.module.css';

/** The edition's batches with their dates, each marked past, in progress or upcoming in words; then the test's length and subjects. */
export function ExamSchedule() {
  const { batches } = useExamStatus();
  return (
    <div className={styles.grid}>
      {batches.map(({ batch, progress }) => (
        <article key={batch.name} className={styles.card}>
          <h3>{batch.name}</h3>
          <p className={styles.progress} data-progress={progress}>
            {EDITION_TEXT.batchProgress[progress]}
          </p>
          <p className={styles.value}>{formatDateRange(batch)}</p>
          <p className={styles.note}>{EDITION_TEXT.batchNote[progress]}</p>
        </article>
      ))}
      <article className={styles.card}>
        <h3>The test</h3>
        <p className={styles.value}>{EXAM.durationMinutes} minutes</p>
        <p className={styles.note}>
          The test is {EXAM.durationMinutes} minutes covering {EXAM.subjects.join(' and ')}.
        </p>
      </article>
    </div>
  );
}
