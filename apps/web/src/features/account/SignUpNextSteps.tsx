import { Link } from 'react-router';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import { routes } from '../../routes/paths.ts';
import { DevMailboxLink } from '../devMailbox/index.ts';
import { useResendVerification } from '../session/index.ts';
import styles from './AuthForm.module.css';
import bannerStyles from './VerificationBanner.module.css';

/**
 * What a new account does next, in order (issue 33): confirm the email, with "send again" beside
 * it (issue 39), then register the child. Shown in place of the sign-up form instead of a silent
 * jump home. A visitor who came from a page (`redirectTo`, e.g. the registration form) goes back
 * to it instead: that page says what it still needs.
 */
export function SignUpNextSteps({ email }: { email: string }) {
  const words = useMessages();
  const { account } = words;
  const siteHref = useSiteHref();
  const { sending, outcome, resend } = useResendVerification(email);
  return (
    <section className={styles.form} aria-label={account.nextStepsHeading}>
      <h2>{account.nextStepsHeading}</h2>
      <ol>
        <li>{account.nextConfirmEmail({ email })}</li>
        <li>{account.nextRegisterChild}</li>
      </ol>
      <DevMailboxLink />
      <div>
        <button
          type="button"
          className={bannerStyles.button}
          aria-disabled={sending}
          onClick={() => void resend()}
        >
          {sending ? words.status.sending : account.resendVerification}
        </button>
      </div>
      <div aria-live="polite">
        {outcome ? (
          <p className={outcome.tone === 'error' ? bannerStyles.error : bannerStyles.news}>
            {outcome.message}
          </p>
        ) : null}
      </div>
      <Link to={siteHref(routes.examRegistration.getHref())}>{account.nextRegisterLink}</Link>
    </section>
  );
}
