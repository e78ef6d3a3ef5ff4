import { EXAM } from '@apex/core';
import { JourneyCard } from '../components/exam/JourneyCard.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { routes } from '../routes/routes.tsx';
import styles from './ExamJourney.module.css';

/** /page1: the welcome step of the exam journey. */
export default function WelcomePage() {
  return (
    <JourneyCard step={1} steps={3} title={`Welcome to ${EXAM.name}`}>
      <p className={styles.text}>
        The {EXAM.fullName} is a {EXAM.durationMinutes} minute test of {EXAM.subjects.join(' and ')}{' '}
        for grades {EXAM.grades.from} to {EXAM.grades.to}. Getting started takes just a few short
        steps.
      </p>
      <ButtonLink to={routes.page2.getHref()} arrow>
        Start Now
      </ButtonLink>
    </JourneyCard>
  );
}
