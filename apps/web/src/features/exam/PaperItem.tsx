import type { AttemptAnswer, PaperPreviewItem } from '@apex/auth-port';
import type { Locale } from '@apex/core';
import { useId } from 'react';
import { PaperText } from '../../components/paper/PaperText.tsx';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './exam.module.css';
import { ScrollableText } from './ScrollableText.tsx';

/** The longest typed answer the server takes (the contract's 200 characters). */
const ANSWER_MAX_LENGTH = 200;

/** The choices picked after one is ticked or unticked, in id order (the server's order too). */
function toggled(picked: readonly string[], id: string, on: boolean): readonly string[] {
  return on ? [...picked, id].sort() : picked.filter((other) => other !== id);
}

export interface PaperItemProps {
  readonly item: PaperPreviewItem;
  readonly number: number;
  readonly language: Locale;
  readonly answer: AttemptAnswer | undefined;
  readonly onAnswer: (itemId: string, answer: AttemptAnswer) => void;
}

/**
 * One question of the paper in the chosen language, with its passage or picture, and the input its
 * kind asks for: a radio group, a group of checkboxes, or a text box (a number or a short answer).
 * Each group and box is named by the question's number and text, so a screen reader says which
 * question a choice belongs to.
 */
export function PaperItem({ item, number, language, answer, onAnswer }: PaperItemProps) {
  const text = useMessages().examTest;
  const headingId = useId();
  const questionId = useId();
  const hintId = useId();
  const hint = {
    'single-choice': text.pickOne,
    'multiple-response': text.pickMany,
    numeric: text.typeNumber,
    'short-text': text.typeText,
  }[item.kind];
  const picked = Array.isArray(answer) ? answer : [];
  const single = item.kind === 'single-choice';

  return (
    <section className={styles.item} aria-labelledby={headingId} data-kind={item.kind}>
      <h3 id={headingId} className={styles.itemHeading}>
        {text.question({ number: String(number) })}{' '}
        <span className={styles.marks}>({text.marks({ marks: item.marks })})</span>
      </h3>
      {item.passage === undefined ? null : (
        <blockquote className={styles.passage}>
          <PaperText segments={item.passage[language]} />
        </blockquote>
      )}
      {item.image === undefined ? null : (
        <img
          className={styles.image}
          src={item.image.src}
          alt={item.image.alt[language]
            .map((segment) => ('text' in segment ? segment.text : ''))
            .join('')}
          width={item.image.width}
          height={item.image.height}
        />
      )}
      <p id={questionId}>
        <ScrollableText className={styles.question}>
          <PaperText segments={item.text[language]} />
        </ScrollableText>
      </p>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      {item.choices === undefined ? (
        <input
          className={styles.typed}
          type="text"
          inputMode={item.kind === 'numeric' ? 'decimal' : 'text'}
          autoComplete="off"
          spellCheck={false}
          maxLength={ANSWER_MAX_LENGTH}
          aria-label={text.answerLabel({ number: String(number) })}
          aria-describedby={`${questionId} ${hintId}`}
          value={typeof answer === 'string' ? answer : ''}
          onChange={(event) => onAnswer(item.id, event.target.value)}
        />
      ) : (
        <fieldset
          className={styles.choices}
          aria-labelledby={`${headingId} ${questionId}`}
          aria-describedby={hintId}
        >
          {item.choices.map((choice) => (
            <label key={choice.id} className={styles.choice}>
              <input
                type={single ? 'radio' : 'checkbox'}
                name={single ? headingId : undefined}
                value={choice.id}
                checked={single ? answer === choice.id : picked.includes(choice.id)}
                onChange={(event) =>
                  onAnswer(
                    item.id,
                    single ? choice.id : toggled(picked, choice.id, event.target.checked),
                  )
                }
              />
              {/* The choice's letter, as printed papers have it: it also names a choice that is only
                  maths, which not every screen reader reads from MathML. */}
              <span className={styles.choiceMark}>({choice.id})</span>
              <ScrollableText className={styles.choiceText}>
                <PaperText segments={choice.text[language]} />
              </ScrollableText>
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
