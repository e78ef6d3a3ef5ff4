import { isBackendError } from '@apex/auth-port';
import { isKnownErrorCode } from '@apex/core';
import { useState } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSessionActions } from './useSessionActions.ts';

export interface ResendOutcome {
  readonly tone: 'success' | 'error';
  readonly message: string;
}

/**
 * (Re)sends the verification mail to the signed-in address: busy while it goes, then what
 * happened, in the dictionary's words (a rate limit reads as `auth/too-many-requests`).
 */
export function useResendVerification(email: string) {
  const handle = useBackendHandle();
  const words = useMessages();
  const { refreshUser } = useSessionActions();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ResendOutcome | null>(null);

  const resend = async () => {
    if (sending) return;
    setSending(true);
    setOutcome(null);
    try {
      const backend = await handle.load();
      await backend.auth.sendEmailVerification();
      setOutcome({ tone: 'success', message: words.verification.resent({ email: email }) });
      // Perhaps the owner followed an earlier link meanwhile.
      await refreshUser();
    } catch (error) {
      console.error('Error sending the verification mail:', error);
      const code = isBackendError(error) ? error.code : '';
      const message = isKnownErrorCode(code) ? words.errors[code] : words.verification.failed;
      setOutcome({ tone: 'error', message });
    } finally {
      setSending(false);
    }
  };

  return { sending, outcome, resend };
}
