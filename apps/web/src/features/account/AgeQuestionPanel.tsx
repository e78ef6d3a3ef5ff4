import { useId } from 'react';
import { useMessages } from '../../hooks/useMessages.ts';
import { AgeAnswerForm } from './AgeAnswerForm.tsx';
import styles from './AgeQuestionPanel.module.css';
import { useAgeUnanswered } from './useAgeUnanswered.ts';

/**
 * The age question where a Google account that never answered it would be refused (issue 38):
 * above the registration form and the picture, so the visitor answers before, not after, a
 * refusal. Nothing for any other visitor. Once answered it stays, locked, with its thanks.
 */
export function AgeQuestionPanel() {
  const words = useMessages().accountAge;
  const headingId = useId();
  const accountEmail = useAgeUnanswered();
  if (accountEmail === null) return null;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {words.askTitle}
      </h2>
      <AgeAnswerForm accountEmail={accountEmail} />
    </section>
  );
}
