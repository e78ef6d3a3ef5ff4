import { EXAM } from '@apex/core';
import { EXAM_COPY } from '../../content/examCopy.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import styles from './GradesNote.module.css';

/** Who may sit the exam. */
export function GradesNote() {
  const copy = useLocalized(EXAM_COPY);
  return (
    <p className={styles.note}>
      <span className={styles.badge} aria-hidden="true">
        {EXAM.grades.from}–{EXAM.grades.to}
      </span>
      {copy.gradesNote}
    </p>
  );
}
