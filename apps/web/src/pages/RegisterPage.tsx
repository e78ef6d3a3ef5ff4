import type { FieldError } from '@apex/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useBackendHandle } from '../backend/useBackendHandle.ts';
import {
  AccountCard,
  AUTH_MODE_TITLES,
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

const DESCRIPTIONS: Record<AuthMode, string> = {
  login: 'Log in to your Apex account to manage your profile.',
  signup: 'Create your Apex account to take the all-India English and mathematics exam.',
  reset: 'Reset the password of your Apex account.',
};

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

  // Starts false on the client too, as in the prerendered HTML: a different first render would be a
  // hydration mismatch, and React keeps the server's `disabled` attribute, so the button stayed dead.
  const [backendReady, setBackendReady] = useState(false);
  const [email, setEmail] = useState('');
  const { busy, notice, setNotice, run } = useAuthAction();
  const redirect = useRedirectAfterSuccess(returnTo ?? routes.home.getHref());
  const locked = busy || redirect.pending;

  useEffect(() => {
    let active = true;
    handle.load().then(
      () => {
        if (active) setBackendReady(true);
      },
      (error: unknown) => {
        console.error('Error loading the sign-in service:', error);
        if (active) setNotice({ tone: 'error', message: words.failures.backendUnavailable });
      },
    );
    return () => {
      active = false;
    };
  }, [handle, setNotice, words]);

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

  const signInWithGoogle = () => {
    const backend = handle.peek();
    if (!backend) return;
    run(() => backend.auth.signInWithGoogle(), {
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
    <Link
      className={styles.modeLink}
      to={authModeHref(target, returnTo)}
      onClick={() => setNotice(null)}
    >
      {label}
    </Link>
  );

  return (
    <>
      <PageMeta
        title={AUTH_MODE_TITLES[mode]}
        description={DESCRIPTIONS[mode]}
        path={routes.register.path}
      />
      <AccountCard
        headingId={`${ids}-heading`}
        title={AUTH_MODE_TITLES[mode]}
        headingRef={headingRef}
      >
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
              <span>or</span>
            </p>
            <GoogleButton disabled={!backendReady || locked} onClick={signInWithGoogle} />
          </>
        )}
        <div className={styles.modeLinks}>
          {mode === 'login' && (
            <>
              <p>Don't have an account? {modeLink('signup', 'Sign Up')}</p>
              <p>{modeLink('reset', 'Forgot Password?')}</p>
            </>
          )}
          {mode === 'signup' && <p>Already have an account? {modeLink('login', 'Login')}</p>}
          {mode === 'reset' && <p>{modeLink('login', 'Back to Login')}</p>}
        </div>
      </AccountCard>
    </>
  );
}
