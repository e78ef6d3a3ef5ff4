import { EXAM, formatDateRange } from '@apex/core';
import styles from './ExamSchedule.module.css';

/** Both batches with their dates, then the test's length and subjects. */
export function ExamSchedule() {
  return (
    <div className={styles.grid}>
      {EXAM.batches.map((batch) => (
        <article key={batch.name} className={styles.card}>
          <h3>{batch.name}</h3>
          <p className={styles.value}>{formatDateRange(batch)}</p>
          <p className={styles.note}>Attend anytime, from anywhere, within these dates.</p>
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
