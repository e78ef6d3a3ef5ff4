import { BackendError } from '@apex/auth-port';
import { describeError, LANGUAGE_TAGS } from '@apex/core';
import { type FormEvent, useId, useState } from 'react';
import type { DevMail, DevMailbox } from '../../backend/devMailbox.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSessionActions } from '../session/index.ts';
import styles from './DevMailboxPanel.module.css';

interface Props {
  readonly mail: DevMail;
  readonly mailbox: DevMailbox | undefined;
  /** Called once the mail's link was followed: the mailbox reads its mails again. */
  readonly onChange: () => void;
}

/**
 * One mail of the development mailbox, closed to its kind, address and time; opened, its text and
 * links. An auth mail's link points at Firebase's own action page, which the memory backend has
 * not, so its action is a button here (a form for the new password), doing what that page does.
 */
export function MailboxEntry({ mail, mailbox, onChange }: Props) {
  const words = useMessages().devMailbox;
  const locale = useLocale();
  const { refreshUser } = useSessionActions();
  const ids = useId();
  const [password, setPassword] = useState('');
  const [news, setNews] = useState<{ readonly text: string; readonly error: boolean }>();
  const sentAt = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(mail.sentAt);

  const attempt = async (action: () => Promise<void>, done: string) => {
    try {
      await action();
      await refreshUser();
      setNews({ text: done, error: false });
      onChange();
    } catch (error) {
      const code = error instanceof BackendError ? error.code : '';
      const text =
        code === 'auth/invalid-action-code'
          ? words.linkUsed
          : describeError(code, String(error), locale).message;
      setNews({ text, error: true });
    }
  };

  const resetPassword = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => mailbox?.resetPassword(mail, password), words.passwordSet);
  };

  return (
    <details className={styles.mail}>
      <summary>
        <strong>{words.kinds[mail.kind]}</strong>
        <span>{words.to({ email: mail.to })}</span>
        <span>{words.sentAt({ time: sentAt })}</span>
      </summary>
      {mail.subject === undefined ? null : <p className={styles.subject}>{mail.subject}</p>}
      {mail.text === undefined ? null : <p className={styles.text}>{mail.text}</p>}
      {mail.links.length === 0 ? null : (
        <>
          <h3 className={styles.linksHeading}>{words.links}</h3>
          <ul className={styles.links}>
            {mail.links.map((link) => (
              <li key={link}>
                <a href={link}>{link}</a>
              </li>
            ))}
          </ul>
        </>
      )}
      {mail.kind === 'verifyEmail' || mail.kind === 'changeEmail' ? (
        <button
          type="button"
          className={styles.action}
          onClick={() =>
            void attempt(
              async () => mailbox?.followCode(mail),
              mail.kind === 'verifyEmail' ? words.verified : words.changed({ email: mail.to }),
            )
          }
        >
          {mail.kind === 'verifyEmail' ? words.verify : words.changeEmail}
        </button>
      ) : null}
      {mail.kind === 'passwordReset' ? (
        <form className={styles.reset} onSubmit={resetPassword} noValidate>
          <label className="form-label" htmlFor={`${ids}-password`}>
            {words.newPassword}
          </label>
          <input
            id={`${ids}-password`}
            className="form-input"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button type="submit" className={styles.action}>
            {words.resetPassword}
          </button>
        </form>
      ) : null}
      <p role={news?.error ? 'alert' : 'status'} className={news?.error ? styles.error : undefined}>
        {news?.text}
      </p>
    </details>
  );
}
