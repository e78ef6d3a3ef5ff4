import type { AuthUser, Reauthentication } from '@apex/auth-port';
import { validateReset } from '@apex/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { devMailboxOf } from '../../backend/devMailbox.ts';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { DevMailboxLink } from '../devMailbox/index.ts';
import { useSessionActions } from '../session/index.ts';
import styles from './ChangeEmail.module.css';
import { FormNotice } from './FormNotice.tsx';
import { PasswordField } from './PasswordField.tsx';
import { TextField } from './TextField.tsx';
import { useAuthAction } from './useAuthAction.ts';

/**
 * Changing the sign-in address on /edit-profile (issue 30): the owner proves it is them (password,
 * or Google for a Google-only account), then a link goes to the new address, and the address (and
 * the profile's) changes only once that link is followed. Until then nothing changes.
 */
export function ChangeEmail({ user }: { user: AuthUser }) {
  const words = useMessages();
  const text = words.emailChange;
  const locale = useLocale();
  const handle = useBackendHandle();
  const { refreshUser } = useSessionActions();
  const ids = useId();
  const errorId = `${ids}-error`;
  const { busy, notice, setNotice, run } = useAuthAction();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // After a refusal the fields are enabled again only on the next render: focus waits for it.
  const focusAfterRender = useRef<'email' | 'password' | null>(null);
  useEffect(() => {
    if (busy || focusAfterRender.current === null) return;
    (focusAfterRender.current === 'email' ? emailRef : passwordRef).current?.focus();
    focusAfterRender.current = null;
  });
  const withPassword = user.providers.includes('password') || !user.providers.includes('google');
  const current = user.email ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateReset({ email: newEmail }, locale);
    if (invalid) {
      setNotice({ tone: 'error', message: invalid.message, field: 'email' });
      emailRef.current?.focus();
      return;
    }
    const address = newEmail.trim().toLowerCase();
    if (address === current.toLowerCase()) {
      setNotice({ tone: 'error', message: text.same, field: 'email' });
      emailRef.current?.focus();
      return;
    }
    if (withPassword && password === '') {
      setNotice({ tone: 'error', message: words.validation.passwordRequired, field: 'password' });
      passwordRef.current?.focus();
      return;
    }
    const reauthentication: Reauthentication = withPassword
      ? { method: 'password', password }
      : { method: 'google' };
    // Called inside the click, before any await, so a Google popup is not blocked.
    const loaded = handle.peek();
    run(
      () =>
        loaded
          ? loaded.auth.changeEmail(address, reauthentication)
          : handle.load().then((backend) => backend.auth.changeEmail(address, reauthentication)),
      {
        success: text.sent({ email: address, current }),
        onSuccess: () => {
          setSentTo(address);
          setPassword('');
        },
        onFailure: (code) => {
          if (code === 'auth/invalid-credential') {
            setNotice({ tone: 'error', message: text.wrongPassword, field: 'password' });
            focusAfterRender.current = 'password';
          } else if (code === 'auth/invalid-email' || code === 'auth/email-already-in-use') {
            setNotice((shown) => (shown === null ? null : { ...shown, field: 'email' }));
            focusAfterRender.current = 'email';
          }
        },
      },
    );
  };

  const mailbox = devMailboxOf(handle.peek());
  const openDevLink = async () => {
    if (sentTo === null || mailbox === undefined) return;
    if (await mailbox.openEmailChangeMail(sentTo)) await refreshUser();
  };

  const field = notice?.tone === 'error' ? notice.field : undefined;
  const start = () => {
    focusAfterRender.current = 'email';
    setOpen(true);
  };
  return (
    <section className={styles.section} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{text.heading}</h2>
      <p>{text.current({ email: current })}</p>
      {open ? null : (
        <div>
          <button type="button" className={styles.secondary} onClick={start}>
            {text.open}
          </button>
        </div>
      )}
      {open ? (
        <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy}>
          <TextField
            id={`${ids}-email`}
            label={text.newEmail}
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-required="true"
            value={newEmail}
            onValueChange={setNewEmail}
            inputRef={emailRef}
            errorId={field === 'email' ? errorId : undefined}
            disabled={busy}
          />
          {withPassword ? (
            <PasswordField
              id={`${ids}-password`}
              label={words.account.password}
              value={password}
              onValueChange={setPassword}
              autoComplete="current-password"
              inputRef={passwordRef}
              errorId={field === 'password' ? errorId : undefined}
              disabled={busy}
            />
          ) : null}
          <p>{withPassword ? text.passwordHint : text.googleHint}</p>
          <FormNotice notice={notice} errorId={errorId} />
          <div>
            <button type="submit" className={styles.submit} aria-disabled={busy}>
              {busy ? text.sending : withPassword ? text.submit : text.submitGoogle}
            </button>
          </div>
        </form>
      ) : null}
      {sentTo !== null && mailbox !== undefined ? (
        <div className={styles.dev}>
          <p>{text.devMail}</p>
          <button type="button" className={styles.secondary} onClick={() => void openDevLink()}>
            {text.devOpenLink}
          </button>
          <DevMailboxLink />
        </div>
      ) : null}
    </section>
  );
}
