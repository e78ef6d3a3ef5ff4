import { passwordChecklist } from '@apex/core';
import { useLocale } from '../../hooks/useLocale.ts';
import styles from './PasswordChecklist.module.css';

/** The five criteria, each marked met or not met in words as well as by icon and colour. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const locale = useLocale();
  return (
    // The wrapper is the field's description: its text reads every criterion with its state.
    <div id={id}>
      <ul className={styles.list} aria-label="Password requirements">
        {passwordChecklist(password, locale).map(({ id: criterion, label, met }) => (
          <li key={criterion} className={met ? styles.met : styles.unmet} data-met={met}>
            <span aria-hidden="true" className={styles.icon}>
              {met ? '✓' : '✗'}
            </span>
            <span className={styles.visuallyHidden}>{met ? 'Met: ' : 'Not met: '}</span>
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}
