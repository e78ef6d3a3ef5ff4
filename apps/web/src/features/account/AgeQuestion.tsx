import { useMessages } from '../../hooks/useMessages.ts';
import styles from './fields.module.css';
import { TextField } from './TextField.tsx';
import type { AgeAnswer } from './useAgeAnswer.ts';

export interface AgeQuestionProps {
  id: string;
  /** The form's answer (`useAgeAnswer`): the values, their setters and the fields' refs. */
  answer: AgeAnswer;
  /** The id of the error box when the answer (`age`) or the parent's address is what is wrong. */
  errorFor: (field: keyof AgeAnswer['refs']) => string | undefined;
  disabled: boolean;
}

/**
 * Sign-up's question, in plain words (issue 38; docs/adr/0150-who-may-consent.md): 18 or older,
 * or under 18 with a parent's address, who is mailed a link to confirm the account.
 */
export function AgeQuestion({ id, answer, errorFor, disabled }: AgeQuestionProps) {
  const words = useMessages().accountAge;
  const { age, refs } = answer;
  const ageErrorId = errorFor('age');
  const hintId = `${id}-hint`;
  const describedBy = [ageErrorId, hintId].filter(Boolean).join(' ');
  return (
    <>
      <fieldset
        className={styles.choices}
        aria-describedby={describedBy}
        aria-invalid={ageErrorId ? true : undefined}
      >
        <legend className={styles.label}>{words.legend}</legend>
        <p id={hintId} className={styles.hint}>
          {words.hint}
        </p>
        {(['adult', 'minor'] as const).map((choice, index) => (
          <label key={choice} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-age`}
              value={choice}
              checked={age === choice}
              // Announced as required; the form checks it itself (noValidate).
              required
              onChange={() => answer.setAge(choice)}
              disabled={disabled}
              ref={index === 0 ? refs.age : undefined}
            />
            {words[choice]}
          </label>
        ))}
      </fieldset>
      {age === 'minor' && (
        <TextField
          id={`${id}-parent`}
          label={words.parentEmail}
          hint={words.parentEmailHint}
          type="email"
          autoComplete="off"
          inputMode="email"
          aria-required="true"
          value={answer.parentEmail}
          onValueChange={answer.setParentEmail}
          inputRef={refs.parentEmail}
          errorId={errorFor('parentEmail')}
          disabled={disabled}
        />
      )}
    </>
  );
}
