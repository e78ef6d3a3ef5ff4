import { type FormEvent, useId, useState } from 'react';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './NewsletterForm.module.css';

/**
 * The footer newsletter form. The spec gives it no submit handling and no call to make, so it
 * says plainly that sign-ups are not open yet and keeps what was typed (docs/decisions.md, W6).
 */
export function NewsletterForm() {
  const inputId = useId();
  const statusId = useId();
  const words = useMessages();
  const [status, setStatus] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus(words.newsletter.comingSoon);
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="Newsletter">
      <label className={styles.label} htmlFor={inputId}>
        Subscribe to our newsletter
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          type="email"
          name="email"
          placeholder="Enter Email"
          autoComplete="email"
          required
          aria-describedby={statusId}
        />
        <button className={styles.submit} type="submit">
          Submit
        </button>
      </div>
      <p id={statusId} className={styles.status} role="status">
        {status}
      </p>
    </form>
  );
}
