import type { ReactNode } from 'react';
import styles from './SubmitButton.module.css';

/** The form's main button: disabled with a spinner while a call is in flight, so nothing is sent twice. */
export function SubmitButton({
  busy,
  disabled,
  children,
}: {
  busy: boolean;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={styles.button} disabled={disabled || busy}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
