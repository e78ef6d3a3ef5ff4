import {
  ageDeclarationOf,
  messagesFor,
  type SignUpValues,
  validateAgeAnswer,
  validateSignUp,
} from '@apex/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { AgeQuestion } from './AgeQuestion.tsx';
import styles from './AuthForm.module.css';
import type { AuthFormProps } from './authFormProps.ts';
import { EmailField } from './EmailField.tsx';
import fieldStyles from './fields.module.css';
import { PasswordField } from './PasswordField.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { TextField } from './TextField.tsx';
import { useAgeAnswer } from './useAgeAnswer.ts';

export function SignUpForm({
  email,
  onEmailChange,
  busy,
  locked,
  invalidField,
  errorId,
  reportInvalid,
  run,
  onRegistered,
}: AuthFormProps & { onRegistered: (email: string) => void }) {
  const account = useMessages().account;
  const handle = useBackendHandle();
  const locale = useLocale();
  const ids = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const answer = useAgeAnswer();
  const refs = {
    username: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
    ...answer.refs,
  } satisfies Record<keyof SignUpValues | 'age' | 'parentEmail', unknown>;
  const errorFor = (field: keyof typeof refs) => (invalidField === field ? errorId : undefined);

  const clearPasswords = () => {
    setPassword('');
    setConfirmPassword('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ageValues = { age: answer.age, parentEmail: answer.parentEmail, email };
    const invalid =
      validateSignUp({ username, email, password, confirmPassword }, locale) ??
      validateAgeAnswer(ageValues, locale);
    if (invalid) {
      reportInvalid(invalid);
      refs[invalid.field].current?.focus();
      return;
    }
    const profile = { username: username.trim(), email: email.trim() };
    run(
      async () => {
        const backend = await handle.load();
        // The name goes on the account too, so a profile made from it later still has it.
        const user = await backend.auth.createAccount(
          profile.email,
          password,
          profile.username,
          ageDeclarationOf(ageValues),
        );
        try {
          await backend.profiles.create(user.uid, profile);
        } catch (error) {
          // The account exists; /edit-profile creates the document from it when it is missing.
          console.error('Error saving user data:', error);
        }
      },
      {
        // The spec's "Please login." is untrue here: the new account is logged in (docs/adr).
        success: messagesFor(locale).success.accountCreated,
        onSuccess: () => {
          setUsername('');
          answer.clear();
          onEmailChange('');
          clearPasswords();
          onRegistered(profile.email);
        },
        // Keep what was typed apart from the passwords (docs/adr/0033-nothing-typed-is-lost.md).
        onFailure: clearPasswords,
      },
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy}>
      <TextField
        id={`${ids}-username`}
        label={account.username}
        autoComplete="username"
        aria-required="true"
        value={username}
        onValueChange={setUsername}
        inputRef={refs.username}
        errorId={errorFor('username')}
        disabled={locked}
      />
      <EmailField
        id={`${ids}-email`}
        value={email}
        onValueChange={onEmailChange}
        inputRef={refs.email}
        errorId={errorFor('email')}
        disabled={locked}
      />
      <PasswordField
        id={`${ids}-password`}
        label={account.password}
        autoComplete="new-password"
        withChecklist
        value={password}
        onValueChange={setPassword}
        inputRef={refs.password}
        errorId={errorFor('password')}
        disabled={locked}
      />
      <PasswordField
        id={`${ids}-confirm`}
        label={account.confirmPassword}
        autoComplete="new-password"
        value={confirmPassword}
        onValueChange={setConfirmPassword}
        inputRef={refs.confirmPassword}
        errorId={errorFor('confirmPassword')}
        disabled={locked}
      />
      <AgeQuestion id={`${ids}-age`} answer={answer} errorFor={errorFor} disabled={locked} />
      <div className={fieldStyles.field}>
        {/* Not required: the picture is added from Edit Profile once the account exists (docs/adr, sign-up picture). */}
        <p className={fieldStyles.label} id={`${ids}-picture`}>
          {account.profilePicture}
        </p>
        <p className={fieldStyles.hint}>{messagesFor(locale).hints.signUpPicture}</p>
      </div>
      <SubmitButton busy={busy} disabled={locked}>
        {account.signupButton}
      </SubmitButton>
    </form>
  );
}
