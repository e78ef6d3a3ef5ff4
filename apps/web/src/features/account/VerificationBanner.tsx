import type { AuthUser } from '@apex/auth-port';
import { useState } from 'react';
import { useMessages } from '../../hooks/useMessages.ts';
import { DevMailboxLink } from '../devMailbox/index.ts';
import { useResendVerification } from '../session/index.ts';
import { DevVerificationMail } from './DevVerificationMail.tsx';
import styles from './VerificationBanner.module.css';

/**
 * The calm note on /edit-profile while the sign-in address is not verified: which address, why it
 * matters, and Resend. Once the session learns the address is verified, it says so and goes.
 */
export function VerificationBanner({ user }: { user: AuthUser }) {
  const words = useMessages();
  const email = user.email ?? '';
  const { sending, outcome, resend } = useResendVerification(email);
  // Only an address seen unverified here is announced as confirmed: a verified one needs no news.
  const [wasUnverified] = useState(!user.emailVerified);
  const unverified = !user.emailVerified && email !== '';
  const politeNews = unverified
    ? outcome?.tone === 'success' && outcome.message
    : wasUnverified && words.verification.verified;

  return (
    <>
      {unverified && (
        <section className={styles.banner} aria-label={words.account.emailVerification}>
          <p>{words.verification.banner({ email: email })}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.button}
              aria-disabled={sending}
              onClick={() => void resend()}
            >
              {sending ? words.status.sending : words.account.resend}
            </button>
          </div>
          {outcome?.tone === 'error' && (
            <p role="alert" className={styles.error}>
              {outcome.message}
            </p>
          )}
          {import.meta.env.VITE_BACKEND !== 'firebase' && <DevVerificationMail email={email} />}
          <DevMailboxLink />
        </section>
      )}
      <div role="status" className={styles.region}>
        {politeNews ? <p className={styles.news}>{politeNews}</p> : null}
      </div>
    </>
  );
}
