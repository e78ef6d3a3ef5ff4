import type { AttemptScore, Language, StoredPaper } from '@apex/core/papers';
import type { Ref } from 'react';
import { useMessages } from '../../hooks/useMessages.ts';
import { plainText } from './plainText.ts';
import styles from './practice.module.css';

export interface PracticeScoreProps {
  paper: StoredPaper;
  score: AttemptScore;
  language: Language;
  /** The heading takes focus when the answers are checked, so the score is read first. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** The checked paper's score: the total and each section's marks. */
export function PracticeScore({ paper, score, language, headingRef }: PracticeScoreProps) {
  const text = useMessages().practice;
  return (
    <section className={styles.score} aria-labelledby="practice-score">
      <h2 id="practice-score" ref={headingRef} tabIndex={-1}>
        {text.scoreHeading}
      </h2>
      <p className={styles.total}>
        {text.total({ marks: String(score.marks), outOf: String(score.outOf) })}
      </p>
      <ul className={styles.sectionScores}>
        {score.sections.map((section) => {
          const title = paper.sections.find((each) => each.id === section.id)?.title[language];
          return (
            <li key={section.id}>
              {text.sectionScore({
                section: title === undefined ? section.id : plainText(title),
                marks: String(section.marks),
                outOf: String(section.outOf),
              })}
            </li>
          );
        })}
      </ul>
      <p className={styles.meta}>{text.checkedHere}</p>
    </section>
  );
}
