import { isBackendError } from '@apex/auth-port';
import { useState } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './guardian.module.css';

export type GuardianOutcome = 'confirmed' | 'declined';

export interface GuardianAnswerProps {
  token: string;
  onAnswered: (outcome: GuardianOutcome) => void;
  /** A refusal by code (a link used or expired meanwhile), or '' when the service failed. */
  onFailed: (code: string) => void;
}

/** The guardian's two choices; each is sent once, and the buttons say while it is being sent. */
export function GuardianAnswer({ token, onAnswered, onFailed }: GuardianAnswerProps) {
  const handle = useBackendHandle();
  const text = useMessages().guardianPage;
  const [sending, setSending] = useState<GuardianOutcome | null>(null);

  const answer = async (outcome: GuardianOutcome) => {
    if (sending !== null) return;
    setSending(outcome);
    try {
      const backend = await handle.load();
      if (outcome === 'confirmed') await backend.guardian.confirm(token);
      else await backend.guardian.decline(token);
      onAnswered(outcome);
    } catch (error) {
      const code = isBackendError(error) ? error.code : '';
      // A link that expired or was used meanwhile is an answer the page shows, not a fault.
      if (!code.startsWith('guardian/')) {
        console.error('Error answering the guardian request:', error);
      }
      setSending(null);
      onFailed(code);
    }
  };

  return (
    <div className={styles.section}>
      <p>{text.question}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.confirm}
          aria-disabled={sending !== null}
          onClick={() => void answer('confirmed')}
        >
          {sending === 'confirmed' ? text.working : text.confirm}
        </button>
        <button
          type="button"
          className={styles.decline}
          aria-disabled={sending !== null}
          onClick={() => void answer('declined')}
        >
          {sending === 'declined' ? text.working : text.decline}
        </button>
      </div>
    </div>
  );
}
