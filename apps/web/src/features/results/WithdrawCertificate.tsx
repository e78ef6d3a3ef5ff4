import { useEffect, useRef, useState } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './results.module.css';

export interface WithdrawCertificateProps {
  uid: string;
  editionId: string;
  onWithdrawn: () => void;
}

/**
 * Withdrawing the certificate takes two steps, as withdrawing the registration does: the button asks what it
 * will do (the public page then says "withdrawn", for good), and only the confirm button does it.
 */
export function WithdrawCertificate({ uid, editionId, onWithdrawn }: WithdrawCertificateProps) {
  const handle = useBackendHandle();
  const text = useMessages().results;
  const [step, setStep] = useState<'idle' | 'confirming' | 'withdrawing'>('idle');
  const [failed, setFailed] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (step === 'confirming' && !asked.current) {
      asked.current = true;
      questionRef.current?.focus();
    }
    if (step === 'idle' && asked.current) {
      asked.current = false;
      buttonRef.current?.focus();
    }
  }, [step]);

  const withdraw = async () => {
    if (step === 'withdrawing') return;
    setStep('withdrawing');
    setFailed(false);
    try {
      const backend = await handle.load();
      await backend.certificates.withdraw(uid, editionId);
      onWithdrawn();
    } catch (error) {
      console.error('Error withdrawing the certificate:', error);
      setFailed(true);
      setStep('confirming');
    }
  };

  if (step === 'idle') {
    return (
      <div className={styles.noPrint}>
        <button
          ref={buttonRef}
          type="button"
          className={styles.danger}
          onClick={() => setStep('confirming')}
        >
          {text.withdraw}
        </button>
      </div>
    );
  }

  const busy = step === 'withdrawing';
  return (
    <div className={`${styles.withdraw} ${styles.noPrint}`}>
      <p ref={questionRef} tabIndex={-1}>
        {text.withdrawQuestion}
      </p>
      {failed ? (
        <p role="alert" className={styles.alert}>
          {text.withdrawFailed}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.danger}
          aria-disabled={busy}
          onClick={() => void withdraw()}
        >
          {busy ? text.withdrawing : text.withdrawConfirm}
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          onClick={() => {
            setFailed(false);
            setStep('idle');
          }}
        >
          {text.withdrawKeep}
        </button>
      </div>
    </div>
  );
}
