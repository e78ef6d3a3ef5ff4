import { isBackendError, type Registration } from '@apex/auth-port';
import { describeError, formatDay, GUARDIAN_LINK_VALID_DAYS, indianDay } from '@apex/core';
import { useState } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { DevGuardianMail } from './DevGuardianMail.tsx';
import styles from './registration.module.css';

export interface GuardianStatusPanelProps {
  registration: Registration;
  uid: string;
  /** Opens the form at the guardian's address; absent once registration has closed. */
  onChangeAddress?: (() => void) | undefined;
}

type Outcome = { readonly tone: 'news' | 'error'; readonly text: string } | null;

/**
 * Whether the guardian has confirmed (issue 28), said plainly: only a confirmed registration
 * counts. While awaiting, the family can have the mail sent again (the daily limit is said as
 * the server's words for `guardian/resend-limit`) or correct the guardian's address.
 */
export function GuardianStatusPanel({
  registration,
  uid,
  onChangeAddress,
}: GuardianStatusPanelProps) {
  const handle = useBackendHandle();
  const locale = useLocale();
  const text = useMessages().guardianStatus;
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const resend = async () => {
    if (sending) return;
    setSending(true);
    setOutcome(null);
    try {
      const backend = await handle.load();
      await backend.registrations.resendGuardianMail(uid, registration.editionId);
      setOutcome({ tone: 'news', text: text.resent({ email: registration.guardianEmail }) });
    } catch (error) {
      const code = isBackendError(error) ? error.code : '';
      // The daily limit is an answer the page shows, not a fault.
      if (code !== 'guardian/resend-limit') {
        console.error('Error resending the guardian mail:', error);
      }
      setOutcome({
        tone: 'error',
        text:
          code === 'guardian/resend-limit'
            ? describeError(code, '', locale).message
            : text.resendFailed,
      });
    } finally {
      setSending(false);
    }
  };

  if (registration.guardianConfirmedAt !== null) {
    const date = formatDay(indianDay(registration.guardianConfirmedAt.getTime()), locale);
    return (
      // On paper the details' row says it; the slip stays one A4 page.
      <div className={styles.guardianConfirmed} data-guardian-status="confirmed">
        <p>{text.confirmedText({ date })}</p>
      </div>
    );
  }

  return (
    <div className={styles.guardianAwaiting} data-guardian-status="awaiting-guardian">
      <p>
        {text.awaitingText({
          email: registration.guardianEmail,
          days: String(GUARDIAN_LINK_VALID_DAYS),
        })}
      </p>
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <button
          type="button"
          className={styles.secondary}
          aria-disabled={sending}
          onClick={() => void resend()}
        >
          {sending ? text.resending : text.resend}
        </button>
        {onChangeAddress ? (
          <button type="button" className={styles.secondary} onClick={onChangeAddress}>
            {text.changeAddress}
          </button>
        ) : null}
      </div>
      {import.meta.env.VITE_BACKEND !== 'firebase' && (
        <DevGuardianMail email={registration.guardianEmail} />
      )}
      <div aria-live="polite" className={styles.noPrint}>
        {outcome ? (
          <p className={outcome.tone === 'error' ? styles.alert : styles.hint}>{outcome.text}</p>
        ) : null}
      </div>
    </div>
  );
}
