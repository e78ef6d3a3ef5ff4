import type { ExamEdition } from '@apex/core';
import { useId } from 'react';
import { useMessages } from '../../hooks/useMessages.ts';
import { GradeLinks } from './GradeLinks.tsx';
import styles from './RegistrationLinks.module.css';

export interface YourTestLinksProps {
  edition: ExamEdition;
  /** The registered candidate's grade for this edition; null when there is none (or not known). */
  ownGrade: number | null;
}

/**
 * /page3's grade tests while the edition is live. A registered candidate's own grade comes first,
 * labelled "Your test: Grade 8", the others after it; anyone else sees every grade.
 */
export function YourTestLinks({ edition, ownGrade }: YourTestLinksProps) {
  const text = useMessages().registration;
  const headingId = useId();
  const own = edition.testLinks.find((link) => link.grade === ownGrade);

  if (own === undefined) return <GradeLinks links={edition.testLinks} />;
  const others = edition.testLinks.filter((link) => link !== own);
  return (
    <>
      <section className={styles.yourTest} aria-labelledby={headingId}>
        <h2 id={headingId}>{text.yourTest({ grade: String(own.grade) })}</h2>
        <GradeLinks links={[own]} />
      </section>
      <section className={styles.yourTest} aria-labelledby={`${headingId}-others`}>
        <h2 id={`${headingId}-others`}>{text.otherGrades}</h2>
        <GradeLinks links={others} />
      </section>
    </>
  );
}
