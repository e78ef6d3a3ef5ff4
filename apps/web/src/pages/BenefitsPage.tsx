import { EXAM, whenSentence } from '@apex/core';
import { Link } from 'react-router-dom';
import { JourneyCard } from '../components/exam/JourneyCard.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { EXAM_HIGHLIGHTS } from '../content/benefits.ts';
import { useExamStatus } from '../features/examStatus/useExamStatus.ts';
import { paths } from '../routes/paths.ts';
import { PageMeta } from '../seo/PageMeta.tsx';
import styles from './ExamJourney.module.css';

/** /page2: what the exam gives, and the Register Now step. */
export default function BenefitsPage() {
  const status = useExamStatus();
  return (
    <>
      <PageMeta
        title={`Why take ${EXAM.name}`}
        description={`Certificates, prizes, resources and career guidance: what every ${EXAM.name} candidate gets.`}
        path={paths.page2.path}
      />
      <JourneyCard step={2} steps={3} title={`What you get with ${EXAM.name}`}>
        <ul className={styles.list}>
          {EXAM_HIGHLIGHTS.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
        <p className={styles.text}>{whenSentence(status)}</p>
        <p className={styles.text}>
          We need a few basic details first, so we can send your certificate to the right person.
        </p>
        <div className={styles.actions}>
          <ButtonLink to={paths.register.getHref('signup')} arrow>
            Register Now
          </ButtonLink>
          <Link to={paths.page3.getHref()}>
            {status.phase === 'live'
              ? 'Already registered? Start the test'
              : 'Already registered? See when you can take the test'}
          </Link>
        </div>
      </JourneyCard>
    </>
  );
}
