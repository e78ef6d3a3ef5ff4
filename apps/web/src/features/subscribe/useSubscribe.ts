import type { SubscriptionTopic } from '@apex/auth-port';
import { useCallback, useRef, useState } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import type { SubscribeOutcome } from './submitSubscription.ts';

export type { SubscribeOutcome } from './submitSubscription.ts';

/**
 * One subscribe at a time, busy while it runs. The footer form is on every page, so its checks and
 * the backend call are a chunk fetched on the first submit, not part of the page's own code.
 */
export function useSubscribe(topic: SubscriptionTopic) {
  const handle = useBackendHandle();
  const locale = useLocale();
  const words = useMessages();
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
        result = await submitSubscription(handle, email, topic, locale);
      } catch (error) {
        console.warn('The subscribe code could not be loaded:', error);
        result = { tone: 'error', message: words.subscribe.unavailable };
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
      setOutcome(result);
      return result;
    },
    [handle, topic, locale, words],
  );

  return { busy, outcome, subscribe };
}
