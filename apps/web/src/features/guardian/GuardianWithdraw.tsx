import { isBackendError } from '@apex/auth-port';
import { useEffect, useId, useRef, useState } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './guardian.module.css';

export interface GuardianWithdrawProps {
  token: string;
  candidateName: string;
  onWithdrawn: () => void;
  /** A refusal by code (the link gone meanwhile), or '' when the service failed. */
  onFailed: (code: string) => void;
}

/**
 * Withdrawing consent in two clicks (issue 38; DPDP s.6(4), as easy as giving it): Withdraw, then
 * a confirmation that names the child and says what goes. Focus moves to the question and back.
 */
export function GuardianWithdraw({
  token,
  candidateName,
  onWithdrawn,
  onFailed,
}: GuardianWithdrawProps) {
  const handle = useBackendHandle();
  const text = useMessages().guardianManage;
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const withdrawRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) questionRef.current?.focus();
    else if (wasAsking.current) withdrawRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const withdraw = async () => {
    if (sending) return;
    setSending(true);
    try {
      const backend = await handle.load();
      await backend.guardian.withdrawConsent(token);
      onWithdrawn();
    } catch (error) {
      const code = isBackendError(error) ? error.code : '';
      if (!code.startsWith('guardian/')) console.error('Error withdrawing consent:', error);
      setSending(false);
      onFailed(code);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{text.withdrawHeading}</h2>
      <p>{text.withdrawExplain}</p>
      {asking ? (
        <>
          <p ref={questionRef} tabIndex={-1}>
            <strong>{text.confirmQuestion({ candidateName })}</strong>
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.decline}
              aria-disabled={sending}
              onClick={() => void withdraw()}
            >
              {sending ? text.working : text.confirmWithdraw}
            </button>
            <button
              type="button"
              className={styles.confirm}
              aria-disabled={sending}
              onClick={() => {
                if (!sending) setAsking(false);
              }}
            >
              {text.cancel}
            </button>
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          <button
            ref={withdrawRef}
            type="button"
            className={styles.decline}
            onClick={() => setAsking(true)}
          >
            {text.withdraw}
          </button>
        </div>
      )}
    </section>
  );
}
