import type { Answer, Language, StoredItem } from '@apex/core/papers';
import { useId } from 'react';
import { PaperText } from '../../components/paper/PaperText.tsx';
import { useMessages } from '../../hooks/useMessages.ts';
import { CorrectAnswer } from './CorrectAnswer.tsx';
import { choiceLetter } from './choiceLetter.ts';
import styles from './practice.module.css';

/** How a checked item went: right, wrong, or left blank. */
export type ItemOutcome = 'right' | 'wrong' | 'unanswered';

export interface PracticeItemProps {
  item: StoredItem;
  number: number;
  language: Language;
  /** The English section's passages and choices are English on either page. */
  contentLang: string | undefined;
  answer: Answer | undefined;
  onAnswer: (answer: Answer) => void;
  /** Set once the answers are checked: the item then shows how it went and is read only. */
  outcome: ItemOutcome | undefined;
}

/** One question: its passage, its text, the way to answer it and, once checked, how it went. */
export function PracticeItem({
  item,
  number,
  language,
  contentLang,
  answer,
  onAnswer,
  outcome,
}: PracticeItemProps) {
  const text = useMessages().practice;
  const id = useId();
  const checked = outcome !== undefined;
  const instruction = {
    'single-choice': text.pickOne,
    'multiple-response': text.pickMany,
    numeric: text.typeNumber,
    'short-text': text.typeText,
  }[item.kind];
  const picked = typeof answer === 'string' ? [answer] : (answer ?? []);

  return (
    <li className={styles.item}>
      <h3 className={styles.number}>{text.question({ number: String(number) })}</h3>
      {item.passage === undefined ? null : (
        <blockquote className={styles.passage} lang={contentLang}>
          <PaperText segments={item.passage[language]} />
        </blockquote>
      )}
      <fieldset className={styles.answer} aria-describedby={`${id}-how`}>
        <legend className={styles.question}>
          <PaperText segments={item.text[language]} />
        </legend>
        <p id={`${id}-how`} className={styles.how}>
          {instruction}
        </p>
        {item.kind === 'single-choice' || item.kind === 'multiple-response' ? (
          <ul className={styles.choices}>
            {item.choices.map((choice, index) => (
              <li key={choice.id}>
                <label className={styles.choice} lang={contentLang}>
                  <input
                    type={item.kind === 'single-choice' ? 'radio' : 'checkbox'}
                    name={id}
                    value={choice.id}
                    checked={picked.includes(choice.id)}
                    disabled={checked}
                    onChange={(event) =>
                      onAnswer(
                        item.kind === 'single-choice'
                          ? choice.id
                          : event.target.checked
                            ? [...picked, choice.id]
                            : picked.filter((each) => each !== choice.id),
                      )
                    }
                  />
                  <span className={styles.letter}>{choiceLetter(index)}</span>
                  <span>
                    <PaperText segments={choice.text[language]} />
                  </span>
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.typed}>
            <label htmlFor={`${id}-input`} className={styles.typedLabel}>
              {text.yourAnswer}
            </label>
            <input
              id={`${id}-input`}
              className={styles.input}
              type="text"
              inputMode={item.kind === 'numeric' ? 'decimal' : 'text'}
              autoComplete="off"
              spellCheck={false}
              value={typeof answer === 'string' ? answer : ''}
              readOnly={checked}
              onChange={(event) => onAnswer(event.target.value)}
            />
          </div>
        )}
      </fieldset>
      {outcome === undefined ? null : (
        <div className={styles[outcome]}>
          <p className={styles.outcome}>{text[outcome]}</p>
          {outcome === 'right' ? null : (
            <p>
              {text.correctAnswer}{' '}
              <span lang={item.kind === 'numeric' ? undefined : contentLang}>
                <CorrectAnswer item={item} language={language} />
              </span>
            </p>
          )}
        </div>
      )}
    </li>
  );
}
