import { EXAM, whenSentence } from '@apex/core';
import { JourneyCard } from '../components/exam/JourneyCard.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { useExamStatus } from '../features/examStatus/useExamStatus.ts';
import { paths } from '../routes/paths.ts';
import { PageMeta } from '../seo/PageMeta.tsx';
import styles from './ExamJourney.module.css';

/** /page1: the welcome step of the exam journey. */
export default function WelcomePage() {
  const status = useExamStatus();
  return (
    <>
      <PageMeta
        title={`Welcome to ${EXAM.name}`}
        description={`Start the ${EXAM.fullName}: a ${EXAM.durationMinutes} minute test of ${EXAM.subjects.join(' and ')}.`}
        path={paths.page1.path}
      />
      <JourneyCard step={1} steps={3} title={`Welcome to ${EXAM.name}`}>
        <p className={styles.text}>
          The {EXAM.fullName} is a {EXAM.durationMinutes} minute test of{' '}
          {EXAM.subjects.join(' and ')} for grades {EXAM.grades.from} to {EXAM.grades.to}. Getting
          started takes just a few short steps.
        </p>
        <p className={styles.text}>{whenSentence(status)}</p>
        <ButtonLink to={paths.page2.getHref()} arrow>
          Start Now
        </ButtonLink>
      </JourneyCard>
    </>
  );
}
