import type { ExamEdition } from '@apex/core';
import { useId } from 'react';
import { useMessages } from '../../hooks/useMessages.ts';
import { BuiltInTestNote } from './BuiltInTestNote.tsx';
import { GradeLinks } from './GradeLinks.tsx';
import { GradeTests } from './GradeTests.tsx';
import styles from './RegistrationLinks.module.css';

export interface YourTestLinksProps {
  edition: ExamEdition;
  /** The registered candidate's grade for this edition; null when there is none (or not known). */
  ownGrade: number | null;
}

/**
 * /page3's grade tests while the edition is live, each as the edition delivers it: an external
 * grade's link, or where a built-in grade's test is taken. A registered candidate's own grade comes
 * first, labelled "Your test: Grade 8", the others after it; anyone else sees every grade.
 */
export function YourTestLinks({ edition, ownGrade }: YourTestLinksProps) {
  const text = useMessages().registration;
  const headingId = useId();
  const own = edition.tests.find((test) => test.grade === ownGrade);

  if (own === undefined) return <GradeTests edition={edition} except={null} />;
  return (
    <>
      <section className={styles.yourTest} aria-labelledby={headingId}>
        <h2 id={headingId}>{text.yourTest({ grade: String(own.grade) })}</h2>
        {own.delivery.kind === 'external' ? (
          <GradeLinks links={[{ grade: own.grade, url: own.delivery.url }]} />
        ) : (
          <BuiltInTestNote grades={[own.grade]} />
        )}
      </section>
      <section className={styles.yourTest} aria-labelledby={`${headingId}-others`}>
        <h2 id={`${headingId}-others`}>{text.otherGrades}</h2>
        <GradeTests edition={edition} except={own.grade} />
      </section>
    </>
  );
}
