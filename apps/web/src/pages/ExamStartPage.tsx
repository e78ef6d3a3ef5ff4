import { EXAM, noTestOpenSentence } from '@apex/core';
import { GradeLinks } from '../components/exam/GradeLinks.tsx';
import { JourneyCard } from '../components/exam/JourneyCard.tsx';
import { useExamStatus } from '../features/examStatus/useExamStatus.ts';
import { SubscribeForm } from '../features/subscribe/index.ts';
import { paths } from '../routes/paths.ts';
import { PageMeta } from '../seo/PageMeta.tsx';
import styles from './ExamJourney.module.css';
import own from './ExamStartPage.module.css';

/**
 * /page3: choose your grade; each opens that grade's test in a new tab. Outside the live phase no
 * test link is offered: the page says when the test can be taken and offers to tell you.
 */
export default function ExamStartPage() {
  const status = useExamStatus();
  return (
    <>
      <PageMeta
        title={`Start the ${EXAM.name} test`}
        description={`Choose your grade to open your ${EXAM.durationMinutes} minute ${EXAM.name} test.`}
        path={paths.page3.path}
      />
      {status.phase === 'live' ? (
        <JourneyCard step={3} steps={3} title="Choose your grade">
          <div className={own.body}>
            <p className={styles.text}>
              Your test opens in a new tab. You will have {EXAM.durationMinutes} minutes once it
              starts.
            </p>
            <GradeLinks links={status.edition.testLinks} />
            <p className={styles.farewell}>All the best</p>
          </div>
        </JourneyCard>
      ) : (
        <JourneyCard step={3} steps={3} title="Test dates">
          <div className={own.body}>
            <p className={styles.text}>{noTestOpenSentence(status)}</p>
            <SubscribeForm topic="next-edition" />
          </div>
        </JourneyCard>
      )}
    </>
  );
}
