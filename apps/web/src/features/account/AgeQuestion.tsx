import type { AgeValues } from '@apex/core';
import type { Ref } from 'react';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './fields.module.css';
import { TextField } from './TextField.tsx';

export interface AgeQuestionProps {
  id: string;
  age: AgeValues['age'];
  onAgeChange: (age: AgeValues['age']) => void;
  parentEmail: string;
  onParentEmailChange: (email: string) => void;
  /** The id of the error box when the answer (`age`) or the parent's address is what is wrong. */
  ageErrorId: string | undefined;
  parentEmailErrorId: string | undefined;
  ageRef: Ref<HTMLInputElement>;
  parentEmailRef: Ref<HTMLInputElement>;
  disabled: boolean;
}

/**
 * Sign-up's question, in plain words (issue 38; docs/adr/0150-who-may-consent.md): 18 or older,
 * or under 18 with a parent's address, who is mailed a link to confirm the account.
 */
export function AgeQuestion({
  id,
  age,
  onAgeChange,
  parentEmail,
  onParentEmailChange,
  ageErrorId,
  parentEmailErrorId,
  ageRef,
  parentEmailRef,
  disabled,
}: AgeQuestionProps) {
  const words = useMessages().accountAge;
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
              onChange={() => onAgeChange(choice)}
              disabled={disabled}
              ref={index === 0 ? ageRef : undefined}
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
          value={parentEmail}
          onValueChange={onParentEmailChange}
          inputRef={parentEmailRef}
          errorId={parentEmailErrorId}
          disabled={disabled}
        />
      )}
    </>
  );
}
