import { useEffect, useRef } from 'react';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './exam.module.css';

export interface TestRulesProps {
  readonly candidate: string;
  readonly grade: number;
  readonly minutes: number;
  readonly starting: boolean;
  /** Why the last start failed, in words, or null. */
  readonly failure: string | null;
  readonly onBegin: () => void;
}

/** The rules on one screen, then "Begin the test": the server starts the time then. */
export function TestRules({
  candidate,
  grade,
  minutes,
  starting,
  failure,
  onBegin,
}: TestRulesProps) {
  const text = useMessages().examTest;
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failure !== null) alertRef.current?.focus();
  }, [failure]);
  const rules = [
    text.ruleTime({ minutes: String(minutes) }),
    text.ruleOrder,
    text.ruleOffline,
    text.ruleLanguage,
    text.ruleClose,
    text.ruleOnce,
  ];
  return (
    <section className={styles.rules} aria-labelledby="test-rules">
      <h2 id="test-rules">{text.rulesHeading}</h2>
      <p>{text.rulesFor({ candidate, grade: String(grade) })}</p>
      <ul className={styles.ruleList}>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      {failure === null ? null : (
        <p ref={alertRef} tabIndex={-1} role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      <button type="button" className={styles.primary} onClick={onBegin} disabled={starting}>
        {starting ? text.beginning : text.begin}
      </button>
    </section>
  );
}
