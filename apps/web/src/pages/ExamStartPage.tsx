import { EXAM } from '@apex/core';
import { GradeLinks } from '../components/exam/GradeLinks.tsx';
import { JourneyCard } from '../components/exam/JourneyCard.tsx';
import { JourneyText } from '../components/exam/JourneyText.tsx';
import styles from './ExamStartPage.module.css';

/** /page3: choose your grade; each opens that grade's test in a new tab. */
export default function ExamStartPage() {
  return (
    <JourneyCard step={3} steps={3} title="Choose your grade">
      <JourneyText>
        Your test opens in a new tab. You will have {EXAM.durationMinutes} minutes once it starts.
      </JourneyText>
      <GradeLinks />
      <p className={styles.farewell}>All the best</p>
    </JourneyCard>
  );
}
