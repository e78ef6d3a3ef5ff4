import type { AuthUser, Reauthentication } from '@apex/auth-port';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import { ACCOUNT_DELETED_STATE } from '../../routes/accountDeleted.ts';
import { routes } from '../../routes/paths.ts';
import styles from './DeleteAccount.module.css';
import { FormNotice } from './FormNotice.tsx';
import { PasswordField } from './PasswordField.tsx';
import { useAuthAction } from './useAuthAction.ts';

export interface DeleteAccountProps {
  user: AuthUser;
  /** Called as the deletion starts, so the page reads the sign-out that follows as its success. */
  onStart: () => void;
  onFailure: () => void;
}

/**
 * The danger zone of /edit-profile: an inline confirmation that says what is deleted and what is
 * kept, then asks the owner to prove it is them (password, or Google for a Google-only account).
 * Success signs out and lands on / with a status message (decision A19).
 */
export function DeleteAccount({ user, onStart, onFailure }: DeleteAccountProps) {
  const words = useMessages();
  const handle = useBackendHandle();
  const navigate = useNavigate();
  const siteHref = useSiteHref();
  const ids = useId();
  const errorId = `${ids}-error`;
  const { busy, notice, setNotice, run } = useAuthAction();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const openRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const focusAfterRender = useRef<'heading' | 'opener' | 'password' | null>(null);
  const withPassword = user.providers.includes('password') || !user.providers.includes('google');

  useEffect(() => {
    if (focusAfterRender.current === 'heading') headingRef.current?.focus();
    if (focusAfterRender.current === 'opener') openRef.current?.focus();
    // After a refusal, once the field is enabled again: the password is what to fix.
    if (focusAfterRender.current === 'password' && !busy) passwordRef.current?.focus();
    else if (focusAfterRender.current === 'password') return;
    focusAfterRender.current = null;
  });

  const open = () => {
    focusAfterRender.current = 'heading';
    setConfirming(true);
  };
  const close = () => {
    focusAfterRender.current = 'opener';
    setConfirming(false);
    setPassword('');
    setNotice(null);
  };

  const remove = (reauthentication: () => Reauthentication, backendNow = handle.peek()) => {
    if (busy) return;
    onStart();
    run(
      () =>
        backendNow
          ? backendNow.auth.deleteAccount(reauthentication())
          : handle.load().then((backend) => backend.auth.deleteAccount(reauthentication())),
      {
        success: words.deleteAccount.deleted,
        onSuccess: () =>
          navigate(siteHref(routes.home.getHref()), {
            replace: true,
            state: ACCOUNT_DELETED_STATE,
          }),
        onFailure: (code) => {
          onFailure();
          focusAfterRender.current = 'password';
          // The catalogue's "email or password" suits a login; here only the password was asked.
          if (code === 'auth/invalid-credential') {
            setNotice({
              tone: 'error',
              message: words.deleteAccount.wrongPassword,
              field: 'password',
            });
          }
        },
      },
    );
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setNotice({ tone: 'error', message: words.validation.passwordRequired, field: 'password' });
      passwordRef.current?.focus();
      return;
    }
    remove(() => ({ method: 'password', password }));
  };

  return (
    <section className={styles.zone} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{words.account.deleteAccount}</h2>
      {!confirming ? (
        <>
          <p>{words.deleteAccount.warning}</p>
          <div className={styles.actions}>
            <button ref={openRef} type="button" className={styles.danger} onClick={open}>
              {words.account.deleteAccount}
            </button>
          </div>
        </>
      ) : (
        <form className={styles.confirm} noValidate onSubmit={submitPassword} aria-busy={busy}>
          <h3 ref={headingRef} tabIndex={-1}>
            {words.account.areYouSure}
          </h3>
          <p>{words.deleteAccount.warning}</p>
          <p>{words.account.thisDeletes}</p>
          <ul className={styles.list}>
            <li>{words.deleteAccount.deletesAccount({ email: user.email ?? '' })}</li>
            <li>{words.deleteAccount.deletesProfile}</li>
            <li>{words.deleteAccount.deletesPicture}</li>
            <li>{words.deleteAccount.deletesRegistrations}</li>
            <li>{words.deleteAccount.deletesSubscriptions}</li>
          </ul>
          <FormNotice notice={notice} errorId={errorId} />
          <p>{withPassword ? words.deleteAccount.passwordHint : words.deleteAccount.googleHint}</p>
          {withPassword && (
            <PasswordField
              id={`${ids}-password`}
              label={words.account.password}
              autoComplete="current-password"
              value={password}
              onValueChange={setPassword}
              inputRef={passwordRef}
              errorId={notice?.tone === 'error' ? errorId : undefined}
              disabled={busy}
            />
          )}
          <div className={styles.actions}>
            <button
              type={withPassword ? 'submit' : 'button'}
              className={styles.danger}
              aria-disabled={busy}
              // Google's popup opens inside this click: no waiting before the call (useAuthAction).
              onClick={withPassword ? undefined : () => remove(() => ({ method: 'google' }))}
            >
              {busy
                ? words.status.deletingAccount
                : withPassword
                  ? words.account.deletePermanently
                  : words.account.confirmWithGoogle}
            </button>
            <button type="button" className={styles.secondary} onClick={close}>
              {words.account.cancel}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
