import type { SubscriptionTopic } from '@apex/auth-port';
import { SUBSCRIPTION_MESSAGES } from '@apex/core';
import { useCallback, useRef, useState } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import type { SubscribeOutcome } from './submitSubscription.ts';

export type { SubscribeOutcome } from './submitSubscription.ts';

/**
 * One subscribe at a time, busy while it runs. The footer form is on every page, so its checks and
 * the backend call are a chunk fetched on the first submit, not part of the page's own code.
 */
export function useSubscribe(topic: SubscriptionTopic) {
  const handle = useBackendHandle();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(null);
  const inFlight = useRef(false);

  /** Resolves with the outcome too (null for a submit ignored while busy), for the form's focus. */
  const subscribe = useCallback(
    async (email: string): Promise<SubscribeOutcome | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setBusy(true);
      setOutcome(null);
      let result: SubscribeOutcome;
      try {
        const { submitSubscription } = await import('./submitSubscription.ts');
        result = await submitSubscription(handle, email, topic);
      } catch (error) {
        console.warn('The subscribe code could not be loaded:', error);
        result = { tone: 'error', message: SUBSCRIPTION_MESSAGES.unavailable };
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
      setOutcome(result);
      return result;
    },
    [handle, topic],
  );

  return { busy, outcome, subscribe };
}
