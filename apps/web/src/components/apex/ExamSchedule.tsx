import { editionTextFor, formatDateRange } from '@apex/core';
import { useExamStatus } from '../../clock/useExamStatus.ts';
import { EXAM_COPY } from '../../content/examCopy.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import styles from './ExamSchedule.module.css';

/** The edition's batches with their dates, each marked past, in progress or upcoming in words; then the test's length and subjects. */
export function ExamSchedule() {
  const { batches } = useExamStatus();
  const locale = useLocale();
  const copy = useLocalized(EXAM_COPY);
  const text = editionTextFor(locale);
  return (
    <div className={styles.grid}>
      {batches.map(({ batch, progress }) => (
        <article key={batch.name} className={styles.card}>
          <h3>{copy.batchName(batch.name)}</h3>
          <p className={styles.progress} data-progress={progress}>
            {text.batchProgress[progress]}
          </p>
          <p className={styles.value}>{formatDateRange(batch, locale)}</p>
          <p className={styles.note}>{text.batchNote[progress]}</p>
        </article>
      ))}
      <article className={styles.card}>
        <h3>{copy.testCardHeading}</h3>
        <p className={styles.value}>{copy.testMinutes}</p>
        <p className={styles.note}>{copy.testCardNote}</p>
      </article>
    </div>
  );
}
