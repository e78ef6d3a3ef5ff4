import type { ExamEdition } from '@apex/core';
import { useId } from 'react';
import { GradeLinks } from '../../components/exam/GradeLinks.tsx';
import { useMessages } from '../../hooks/useMessages.ts';
import { RegistrationInvite } from './RegistrationInvite.tsx';
import styles from './registration.module.css';
import { useRegistrationRecord } from './useRegistrationRecord.ts';

export interface YourTestLinksProps {
  edition: ExamEdition;
  /** The signed-in account's uid; null when nobody is (or is not yet known to be) signed in. */
  uid: string | null;
  /** Whether the edition still takes registrations, so the invitation to register makes sense. */
  registrationOpen: boolean;
}

/**
 * /page3's grade tests while the edition is live. A registered candidate's own grade comes first,
 * labelled "Your test: Grade 8", the others after it; anyone else sees every grade and, while
 * registration is open, an invitation to register before the test.
 */
export function YourTestLinks({ edition, uid, registrationOpen }: YourTestLinksProps) {
  const text = useMessages().registration;
  const headingId = useId();
  const { record } = useRegistrationRecord(uid, edition.id);
  const grade = record.status === 'found' ? record.registration.grade : null;
  const own = edition.testLinks.find((link) => link.grade === grade);

  if (own === undefined) {
    return (
      <>
        <GradeLinks links={edition.testLinks} />
        {registrationOpen && record.status !== 'loading' && record.status !== 'failed' ? (
          <RegistrationInvite />
        ) : null}
      </>
    );
  }
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
