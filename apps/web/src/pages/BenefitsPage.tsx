import { EXAM, whenSentence } from '@apex/core';
import { Link } from 'react-router-dom';
import { useExamStatus } from '../clock/useExamStatus.ts';
import { JourneyCard } from '../components/exam/JourneyCard.tsx';
import { JourneyText } from '../components/exam/JourneyText.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { EXAM_HIGHLIGHTS } from '../content/benefits.ts';
import { routes } from '../routes/routes.tsx';
import styles from './BenefitsPage.module.css';

/** /page2: what the exam gives, and the Register Now step. */
export default function BenefitsPage() {
  const status = useExamStatus();
  return (
    <JourneyCard step={2} steps={3} title={`What you get with ${EXAM.name}`}>
      <ul className={styles.list}>
        {EXAM_HIGHLIGHTS.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
      <JourneyText>{whenSentence(status)}</JourneyText>
      <JourneyText>
        We need a few basic details first, so we can send your certificate to the right person.
      </JourneyText>
      <div className={styles.actions}>
        <ButtonLink to={routes.examRegistration.getHref()} arrow>
          Register Now
        </ButtonLink>
        <Link to={routes.page3.getHref()}>
          {status.phase === 'live'
            ? 'Already registered? Start the test'
            : 'Already registered? See when you can take the test'}
        </Link>
      </div>
    </JourneyCard>
  );
}
