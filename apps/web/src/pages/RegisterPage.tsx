import type { FieldError } from '@apex/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useBackendHandle } from '../backend/useBackendHandle.ts';
import { useLoadBackendOnIntent } from '../backend/useLoadBackendOnIntent.ts';
import { SiteLink } from '../components/ui/SiteLink.tsx';
import {
  AccountCard,
  type AuthMode,
  authModeHref,
  FormNotice,
  GoogleButton,
  LoginForm,
  parseAuthMode,
  ResetForm,
  SignedInNote,
  SignUpForm,
  safeRedirectPath,
  useAuthAction,
  useRedirectAfterSuccess,
} from '../features/account/index.ts';
import { useMessages } from '../hooks/useMessages.ts';
import { routes } from '../routes/routes.tsx';
import { PageMeta } from '../seo/PageMeta.tsx';
import styles from './RegisterPage.module.css';

/** /register and /login: one card, three modes (Login, Sign Up, Reset Password). */
export default function RegisterPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const mode = parseAuthMode(location.pathname, search);
  const returnTo = safeRedirectPath(search.get('redirectTo'));
  const handle = useBackendHandle();
  const words = useMessages();
  const ids = useId();
  const errorId = `${ids}-error`;
  const { account } = words;
  const titles: Record<AuthMode, string> = {
    login: account.titleLogin,
    signup: account.titleSignup,
    reset: account.titleReset,
  };
  const descriptions: Record<AuthMode, string> = {
    login: account.descriptionLogin,
    signup: account.descriptionSignup,
    reset: account.descriptionReset,
  };

  const { busy, notice, setNotice, run } = useAuthAction();
  useLoadBackendOnIntent((error) => {
    console.error('Error loading the sign-in service:', error);
    setNotice({ tone: 'error', message: words.failures.backendUnavailable });
  });
  const [email, setEmail] = useState('');
  const redirect = useRedirectAfterSuccess(returnTo ?? routes.home.getHref());
  const locked = busy || redirect.pending;

  // A new mode is announced by moving focus to its heading (not on first load).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    headingRef.current?.focus();
  }, [mode]);

  const reportInvalid = (error: FieldError<string>) =>
    setNotice({ tone: 'error', message: error.message, field: error.field });

  // With the backend loaded, the popup opens inside the click. A visitor whose first act here is
  // this click waits for the backend first: the browser still counts the popup as theirs for a few
  // seconds after the click (Firebase's own popup code awaits too), and if it is blocked all the
  // same, "auth/popup-blocked" says so and a second click opens it at once.
  const signInWithGoogle = () => {
    const loaded = handle.peek();
    run(async () => (loaded ?? (await handle.load())).auth.signInWithGoogle(), {
      success: words.success.googleSignIn,
      onSuccess: redirect.schedule,
    });
  };

  const formProps = {
    email,
    onEmailChange: setEmail,
    busy,
    locked,
    invalidField: notice?.tone === 'error' ? notice.field : undefined,
    errorId,
    reportInvalid,
    run,
  };

  const modeLink = (target: AuthMode, label: string) => (
    <SiteLink
      className={styles.modeLink}
      to={authModeHref(target, returnTo)}
      onClick={() => setNotice(null)}
    >
      {label}
    </SiteLink>
  );

  return (
    <>
      <PageMeta title={titles[mode]} description={descriptions[mode]} path={routes.register.path} />
      <AccountCard headingId={`${ids}-heading`} title={titles[mode]} headingRef={headingRef}>
        {!locked && notice?.tone !== 'success' && <SignedInNote />}
        <FormNotice notice={notice} errorId={errorId} />
        {mode === 'login' && <LoginForm {...formProps} onSignedIn={redirect.schedule} />}
        {mode === 'signup' && <SignUpForm {...formProps} onRegistered={redirect.schedule} />}
        {mode === 'reset' && (
          <ResetForm {...formProps} onSent={() => navigate(authModeHref('login', returnTo))} />
        )}
        {mode !== 'reset' && (
          <>
            <p className={styles.divider}>
              <span>{account.or}</span>
            </p>
            <GoogleButton locked={locked} onClick={signInWithGoogle} />
          </>
        )}
        <div className={styles.modeLinks}>
          {mode === 'login' && (
            <>
              <p>
                {account.noAccount} {modeLink('signup', account.signUpLink)}
              </p>
              <p>{modeLink('reset', account.forgotPassword)}</p>
            </>
          )}
          {mode === 'signup' && (
            <p>
              {account.haveAccount} {modeLink('login', account.loginLink)}
            </p>
          )}
          {mode === 'reset' && <p>{modeLink('login', account.backToLogin)}</p>}
        </div>
      </AccountCard>
    </>
  );
}
