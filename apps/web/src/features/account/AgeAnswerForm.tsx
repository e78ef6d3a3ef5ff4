import { ageDeclarationOf, validateAgeAnswer } from '@apex/core';
import { type FormEvent, useId, useState } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { AgeQuestion } from './AgeQuestion.tsx';
import styles from './AuthForm.module.css';
import { FormNotice } from './FormNotice.tsx';
import fieldStyles from './fields.module.css';
import { SubmitButton } from './SubmitButton.tsx';
import { useAgeAnswer } from './useAgeAnswer.ts';
import { useAuthAction } from './useAuthAction.ts';

export interface AgeAnswerFormProps {
  /** The signed-in account's address: a child may not name it as the parent's. */
  accountEmail: string;
  /** Called once the answer is stored, with whether the owner said they are 18 or older. */
  onAnswered?: (adult: boolean) => void;
}

/**
 * The age question for an account that never answered it: one made with Google (issue 38;
 * docs/adr/0154-age-question-after-google.md). Sign-up's own question and words; the answer is
 * stored once, and an under-18 answer mails the parent as sign-up does.
 */
export function AgeAnswerForm({ accountEmail, onAnswered }: AgeAnswerFormProps) {
  const words = useMessages().accountAge;
  const handle = useBackendHandle();
  const locale = useLocale();
  const ids = useId();
  const errorId = `${ids}-error`;
  const { busy, notice, setNotice, run } = useAuthAction();
  const answer = useAgeAnswer();
  const { refs } = answer;
  const [answered, setAnswered] = useState(false);
  const invalidField = notice?.tone === 'error' ? notice.field : undefined;
  const errorFor = (field: keyof typeof refs) => (invalidField === field ? errorId : undefined);
  const locked = busy || answered;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { age: answer.age, parentEmail: answer.parentEmail, email: accountEmail };
    const invalid = validateAgeAnswer(values, locale);
    if (invalid) {
      setNotice({ tone: 'error', message: invalid.message, field: invalid.field });
      refs[invalid.field].current?.focus();
      return;
    }
    const declaration = ageDeclarationOf(values);
    run(async () => (await handle.load()).auth.declareAge(declaration), {
      success: declaration.adult ? words.answeredAdult : words.answeredMinor,
      onSuccess: () => {
        setAnswered(true);
        onAnswered?.(declaration.adult);
      },
    });
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy}>
      <p className={fieldStyles.hint}>{words.askIntro}</p>
      <FormNotice notice={notice} errorId={errorId} />
      <AgeQuestion id={`${ids}-age`} answer={answer} errorFor={errorFor} disabled={locked} />
      <SubmitButton busy={busy} disabled={locked}>
        {words.askButton}
      </SubmitButton>
    </form>
  );
}
