import { isBackendError, type SubscriptionTopic } from '@apex/auth-port';
import {
  describeSubscriptionError,
  normalizeSubscriberEmail,
  SUBSCRIPTION_MESSAGES,
  validateSubscription,
} from '@apex/core';
import { useCallback, useRef, useState } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';

export interface SubscribeOutcome {
  readonly tone: 'success' | 'error';
  readonly message: string;
}

/**
 * One subscribe at a time: checks the address, loads the backend only now (so no adapter code is
 * fetched before someone submits), then reports in words from core. A repeat reads as a success,
 * word for word, so the form never reveals who is already on a list.
 */
export function useSubscribe(topic: SubscriptionTopic) {
  const handle = useBackendHandle();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(null);
  const inFlight = useRef(false);

  /** Resolves with the outcome too, so the form can move focus after an error. */
  const subscribe = useCallback(
    async (email: string): Promise<SubscribeOutcome | null> => {
      if (inFlight.current) return null;
      const invalid = validateSubscription({ email });
      if (invalid) {
        const result = { tone: 'error', message: invalid.message } as const;
        setOutcome(result);
        return result;
      }
      inFlight.current = true;
      setBusy(true);
      setOutcome(null);
      let result: SubscribeOutcome;
      try {
        const backend = await handle.load();
        await backend.subscriptions.subscribe(email, topic);
        const address = normalizeSubscriberEmail(email) ?? email.trim();
        result = { tone: 'success', message: SUBSCRIPTION_MESSAGES.subscribed(address) };
      } catch (error) {
        // A backend that could not even load (offline, a failed chunk) is "could not reach" too.
        const code = isBackendError(error) ? error.code : 'subscription/unavailable';
        if (!isBackendError(error)) console.warn('The subscription could not be sent:', error);
        result = { tone: 'error', message: describeSubscriptionError(code) };
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
