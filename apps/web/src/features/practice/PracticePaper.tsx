import {
  type Answer,
  isRight,
  type Language,
  type StoredPaper,
  scoreAttempt,
} from '@apex/core/papers';
import { useEffect, useRef, useState } from 'react';
import { PaperText } from '../../components/paper/PaperText.tsx';
import { useMessages } from '../../hooks/useMessages.ts';
import { type ItemOutcome, PracticeItem } from './PracticeItem.tsx';
import { PracticeScore } from './PracticeScore.tsx';
import styles from './practice.module.css';
import { NO_PROGRESS, readProgress, saveProgress } from './practiceProgress.ts';

export interface PracticePaperProps {
  paper: StoredPaper;
  language: Language;
}

const isBlank = (answer: Answer | undefined) =>
  answer === undefined || (typeof answer === 'string' ? answer.trim() === '' : answer.length === 0);

/**
 * A practice paper to answer and check on this device: the same scorer as the server's
 * (`scoreAttempt`), the score per section and each question's outcome with its right answer. The
 * answers and the result are kept for this tab (practiceProgress.ts), so they survive a switch
 * of language; nothing is sent anywhere.
 */
export function PracticePaper({ paper, language }: PracticePaperProps) {
  const text = useMessages().practice;
  const [progress, setProgress] = useState(NO_PROGRESS);
  const scoreHeading = useRef<HTMLHeadingElement>(null);
  const firstQuestion = useRef<HTMLDivElement>(null);
  const focusNext = useRef<'score' | 'start' | null>(null);

  // Read after the first render, so it matches the server's (empty) rendering.
  useEffect(() => setProgress(readProgress(paper.grade)), [paper.grade]);
  useEffect(() => {
    if (focusNext.current === 'score') scoreHeading.current?.focus();
    if (focusNext.current === 'start') firstQuestion.current?.focus();
    focusNext.current = null;
  });

  const update = (next: typeof progress) => {
    setProgress(next);
    saveProgress(paper.grade, next);
  };
  const score = progress.checked ? scoreAttempt(paper, progress.answers) : null;
  const outcomeOf = (
    item: StoredPaper['sections'][number]['items'][number],
  ): ItemOutcome | undefined => {
    if (!progress.checked) return undefined;
    const answer = progress.answers[item.id];
    if (answer === undefined || isBlank(answer)) return 'unanswered';
    return isRight(item, answer) ? 'right' : 'wrong';
  };
  const itemCount = paper.sections.reduce((sum, section) => sum + section.items.length, 0);
  let number = 0;

  return (
    <div className={styles.paper}>
      <div ref={firstQuestion} tabIndex={-1} className={styles.paperHead}>
        <h2>
          <PaperText segments={paper.title[language]} />
        </h2>
        <p>{text.paperMeta({ count: itemCount, minutes: String(paper.minutes) })}</p>
      </div>
      {score === null ? null : (
        <PracticeScore paper={paper} score={score} language={language} headingRef={scoreHeading} />
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          focusNext.current = 'score';
          update({ ...progress, checked: true });
        }}
      >
        {paper.sections.map((section) => {
          const contentLang = section.subject === 'english' ? 'en' : undefined;
          return (
            <section
              key={section.id}
              className={styles.section}
              aria-labelledby={`practice-${section.id}`}
            >
              <h2 id={`practice-${section.id}`} className={styles.sectionTitle}>
                <PaperText segments={section.title[language]} />{' '}
                <span className={styles.meta}>({text.sectionMeta({ marks: section.marks })})</span>
              </h2>
              <ol className={styles.items}>
                {section.items.map((item) => {
                  number += 1;
                  return (
                    <PracticeItem
                      key={item.id}
                      item={item}
                      number={number}
                      language={language}
                      contentLang={contentLang}
                      answer={progress.answers[item.id]}
                      outcome={outcomeOf(item)}
                      onAnswer={(answer) =>
                        update({ ...progress, answers: { ...progress.answers, [item.id]: answer } })
                      }
                    />
                  );
                })}
              </ol>
            </section>
          );
        })}
        <div className={styles.actions}>
          {progress.checked ? (
            // Keyed apart, so the key press that activates one never reaches the other.
            <button
              key="start-again"
              type="button"
              className={styles.secondary}
              onClick={() => {
                focusNext.current = 'start';
                update(NO_PROGRESS);
              }}
            >
              {text.startAgain}
            </button>
          ) : (
            <button key="check" type="submit" className={styles.primary}>
              {text.check}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
