import { passwordChecklist } from '@apex/core';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './PasswordChecklist.module.css';

/** The five criteria, each marked met or not met in words as well as by icon and colour. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const account = useMessages().account;
  const locale = useLocale();
  return (
    // The wrapper is the field's description: its text reads every criterion with its state.
    <div id={id}>
      <ul className={styles.list} aria-label={account.passwordRequirements}>
        {passwordChecklist(password, locale).map(({ id: criterion, label, met }) => (
          <li key={criterion} className={met ? styles.met : styles.unmet} data-met={met}>
            <span aria-hidden="true" className={styles.icon}>
              {met ? '✓' : '✗'}
            </span>
            <span className={styles.visuallyHidden}>{met ? account.met : account.notMet}</span>
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}
