import { useEffect, useId, useRef, useState } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './registration.module.css';
import { clearDraft } from './registrationDraft.ts';

export interface WithdrawRegistrationProps {
  uid: string;
  editionId: string;
  onWithdrawn: () => void;
}

/**
 * Withdraw, in two steps: the button asks what it will do (delete the candidate's details), and
 * only "Yes, withdraw" deletes. A failure says the registration is unchanged.
 */
export function WithdrawRegistration({ uid, editionId, onWithdrawn }: WithdrawRegistrationProps) {
  const handle = useBackendHandle();
  const text = useMessages().registration;
  const questionId = useId();
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
      await backend.registrations.withdraw(uid, editionId);
      clearDraft();
      onWithdrawn();
    } catch (error) {
      console.error('Error withdrawing the registration:', error);
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
      <p id={questionId} ref={questionRef} tabIndex={-1}>
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
