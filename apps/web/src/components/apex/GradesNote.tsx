import { EXAM, formatOrdinal } from '@apex/core';
import styles from './GradesNote.module.css';

/** Who may sit the exam. */
export function GradesNote() {
  return (
    <p className={styles.note}>
      <span className={styles.badge} aria-hidden="true">
        {EXAM.grades.from}–{EXAM.grades.to}
      </span>
      Exclusively for {formatOrdinal(EXAM.grades.from)} to {formatOrdinal(EXAM.grades.to)} grade
      students.
    </p>
  );
}
