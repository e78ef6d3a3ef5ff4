import { messagesFor, validateReset } from '@apex/core';
import { type FormEvent, useId, useRef } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { DevMailboxLink } from '../devMailbox/index.ts';
import styles from './AuthForm.module.css';
import type { AuthFormProps } from './authFormProps.ts';
import { EmailField } from './EmailField.tsx';
import { SubmitButton } from './SubmitButton.tsx';

export function ResetForm({
  email,
  onEmailChange,
  busy,
  locked,
  invalidField,
  errorId,
  reportInvalid,
  run,
  onSent,
}: AuthFormProps & { onSent: () => void }) {
  const account = useMessages().account;
  const handle = useBackendHandle();
  const locale = useLocale();
  const ids = useId();
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateReset({ email }, locale);
    if (invalid) {
      reportInvalid(invalid);
      emailRef.current?.focus();
      return;
    }
    run(
      async () => {
        const backend = await handle.load();
        await backend.auth.sendPasswordReset(email.trim());
      },
      { success: messagesFor(locale).success.passwordReset, onSuccess: onSent },
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy}>
      <p className={styles.intro}>{account.resetIntro}</p>
      <EmailField
        id={`${ids}-email`}
        value={email}
        onValueChange={onEmailChange}
        inputRef={emailRef}
        errorId={invalidField === 'email' ? errorId : undefined}
        disabled={locked}
      />
      <SubmitButton busy={busy} disabled={locked}>
        {account.sendResetEmail}
      </SubmitButton>
      <DevMailboxLink />
    </form>
  );
}
