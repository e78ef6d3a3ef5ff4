import { messagesFor, validateLogin } from '@apex/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './AuthForm.module.css';
import type { AuthFormProps } from './authFormProps.ts';
import { EmailField } from './EmailField.tsx';
import { PasswordField } from './PasswordField.tsx';
import { SubmitButton } from './SubmitButton.tsx';

export function LoginForm({
  email,
  onEmailChange,
  busy,
  locked,
  invalidField,
  errorId,
  reportInvalid,
  run,
  onSignedIn,
}: AuthFormProps & { onSignedIn: () => void }) {
  const account = useMessages().account;
  const handle = useBackendHandle();
  const locale = useLocale();
  const ids = useId();
  const [password, setPassword] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateLogin({ email, password }, locale);
    if (invalid) {
      reportInvalid(invalid);
      (invalid.field === 'email' ? emailRef : passwordRef).current?.focus();
      return;
    }
    run(
      async () => {
        const backend = await handle.load();
        await backend.auth.signIn(email.trim(), password);
      },
      { success: messagesFor(locale).success.login, onSuccess: onSignedIn },
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy}>
      <EmailField
        id={`${ids}-email`}
        value={email}
        onValueChange={onEmailChange}
        inputRef={emailRef}
        errorId={invalidField === 'email' ? errorId : undefined}
        disabled={locked}
      />
      <PasswordField
        id={`${ids}-password`}
        label={account.password}
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        inputRef={passwordRef}
        errorId={invalidField === 'password' ? errorId : undefined}
        disabled={locked}
      />
      <SubmitButton busy={busy} disabled={locked}>
        {account.loginButton}
      </SubmitButton>
    </form>
  );
}
