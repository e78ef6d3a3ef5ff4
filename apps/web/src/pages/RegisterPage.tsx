import { type FieldError, type Messages, messagesFor } from '@apex/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useBackendHandle } from '../backend/useBackendHandle.ts';
import { useLoadBackendOnIntent } from '../backend/useLoadBackendOnIntent.ts';
import { RouteError } from '../components/errors/RouteError.tsx';
import { QueryPending } from '../components/ui/QueryPending.tsx';
import {
  AccountCard,
  AgeAnswerForm,
  type AuthMode,
  authModeHref,
  FormNotice,
  GoogleButton,
  LoginForm,
  parseAuthMode,
  ResetForm,
  SignedInNote,
  SignUpForm,
  SignUpNextSteps,
  safeRedirectPath,
  useAgeUnanswered,
  useAuthAction,
  useRedirectAfterSuccess,
} from '../features/account/index.ts';
import { useSession } from '../features/session/index.ts';
import { useMessages } from '../hooks/useMessages.ts';
import { usePageQuery } from '../hooks/usePageQuery.ts';
import { useSiteHref } from '../hooks/useSiteHref.ts';
import { localeOfPath, unlocalizedPath } from '../routes/localePath.ts';
import { routes } from '../routes/paths.ts';
import { type HeadArgs, headTags, metaFor } from '../seo/headTags.ts';
import styles from './RegisterPage.module.css';

function modeTitles(account: Messages['account']): Record<AuthMode, string> {
  return { login: account.titleLogin, signup: account.titleSignup, reset: account.titleReset };
}

function modeDescriptions(account: Messages['account']): Record<AuthMode, string> {
  return {
    login: account.descriptionLogin,
    signup: account.descriptionSignup,
    reset: account.descriptionReset,
  };
}

/** The head follows the form's mode, in the page's language; /register is the canonical URL. */
export function meta(args: HeadArgs) {
  const { pathname, search } = args.location;
  const locale = localeOfPath(pathname);
  if (args.error !== undefined && args.error !== null) return metaFor(args, 'editProfile');
  const mode = parseAuthMode(unlocalizedPath(pathname), new URLSearchParams(search));
  const { account } = messagesFor(locale);
  const head = { title: modeTitles(account)[mode], description: modeDescriptions(account)[mode] };
  return headTags(head, routes.register.path, locale);
}

/** The account layout has no <main> around its pages: the error screen brings one. */
export function ErrorBoundary() {
  return <RouteError ownMain />;
}

/** /register and /login: one card, three modes (Login, Sign Up, Reset Password). */
export default function RegisterPage() {
  const siteHref = useSiteHref();
  const location = useLocation();
  const navigate = useNavigate();
  const search = usePageQuery();
  const mode = parseAuthMode(unlocalizedPath(location.pathname), search);
  const returnTo = safeRedirectPath(search.get('redirectTo'));
  const handle = useBackendHandle();
  const words = useMessages();
  const ids = useId();
  const errorId = `${ids}-error`;
  const { account } = words;
  const titles = modeTitles(account);

  const { busy, notice, setNotice, run } = useAuthAction();
  useLoadBackendOnIntent((error) => {
    console.error('Error loading the sign-in service:', error);
    setNotice({ tone: 'error', message: words.failures.backendUnavailable });
  });
  const [email, setEmail] = useState('');
  // The address of the account just created here: the next steps replace the form.
  const [created, setCreated] = useState<string | null>(null);
  const registered = (address: string) =>
    returnTo === null ? setCreated(address) : redirect.schedule();
  const redirect = useRedirectAfterSuccess(returnTo ?? routes.home.getHref());
  const locked = busy || redirect.pending;
  // What is true now decides what the card offers (issue 39): once the account is made, only it and
  // its next steps; to someone already signed in, no second sign-up form, Google button or links.
  const session = useSession();
  const done = created !== null && mode === 'signup';
  const signedInAlready =
    !done && !locked && notice?.tone !== 'success' && session.status === 'signed-in';
  // A Google account that never said whether it is 18 or older is asked first (issue 38): right
  // after its sign-in here, or when it comes back to this page signed in.
  const [askedAfterGoogle, setAskedAfterGoogle] = useState<string | null>(null);
  // Still shown, locked, with its thanks, once answered: the redirect follows.
  const unanswered = useAgeUnanswered();
  const askAgeOf = askedAfterGoogle ?? unanswered;
  const offersForms = !done && askAgeOf === null && !(signedInAlready && mode === 'signup');

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
    let unansweredBy: string | null = null;
    run(
      async () => {
        const backend = loaded ?? (await handle.load());
        const user = await backend.auth.signInWithGoogle();
        // Signed in whatever this read says: a failure only leaves the question for later.
        const declared = await backend.auth.ageDeclared().catch(() => true);
        if (!declared) unansweredBy = user.email ?? '';
      },
      {
        success: words.success.googleSignIn,
        onSuccess: () =>
          unansweredBy === null ? redirect.schedule() : setAskedAfterGoogle(unansweredBy),
      },
    );
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
      to={siteHref(authModeHref(target, returnTo))}
      onClick={() => setNotice(null)}
    >
      {label}
    </Link>
  );

  return (
    <>
      <AccountCard
        headingId={`${ids}-heading`}
        title={
          askAgeOf !== null ? words.accountAge.askTitle : done ? account.createdTitle : titles[mode]
        }
        headingRef={headingRef}
      >
        <QueryPending param="mode" values={['signup', 'reset']} />
        {!locked && notice?.tone !== 'success' && askAgeOf === null && <SignedInNote />}
        <FormNotice notice={notice} errorId={errorId} />
        {askAgeOf !== null && (
          <AgeAnswerForm accountEmail={askAgeOf} onAnswered={redirect.schedule} />
        )}
        {mode === 'login' && <LoginForm {...formProps} onSignedIn={redirect.schedule} />}
        {done && <SignUpNextSteps email={created} />}
        {mode === 'signup' && offersForms && (
          <SignUpForm {...formProps} onRegistered={registered} />
        )}
        {mode === 'reset' && (
          <ResetForm
            {...formProps}
            onSent={() => navigate(siteHref(authModeHref('login', returnTo)))}
          />
        )}
        {mode !== 'reset' && offersForms && (
          <>
            <p className={styles.divider}>
              <span>{account.or}</span>
            </p>
            <GoogleButton locked={locked} onClick={signInWithGoogle} />
          </>
        )}
        {offersForms && (
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
        )}
      </AccountCard>
    </>
  );
}
