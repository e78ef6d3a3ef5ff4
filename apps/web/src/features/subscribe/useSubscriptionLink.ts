import { isBackendError, type SubscriptionLinkOutcome } from '@apex/auth-port';
import { useCallback, useEffect, useState } from 'react';
import type { BackendHandle } from '../../backend/BackendHandle.ts';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';

/** What a list mail's link asks: confirm the address, or leave the list. */
export type SubscriptionLinkAction = 'confirm' | 'unsubscribe';

export type SubscriptionLinkState =
  | { readonly status: 'no-token' }
  | { readonly status: 'working' }
  | { readonly status: 'done'; readonly outcome: SubscriptionLinkOutcome }
  | { readonly status: 'failed'; readonly code: string };

/**
 * One call per link and attempt, shared by React's double effect in development: a confirmation
 * link works once, so a second call would read as "already used".
 */
const calls = new Map<string, Promise<SubscriptionLinkOutcome>>();

function callOnce(
  handle: BackendHandle,
  action: SubscriptionLinkAction,
  token: string,
  attempt: number,
): Promise<SubscriptionLinkOutcome> {
  const key = `${action}:${attempt}:${token}`;
  const known = calls.get(key);
  if (known !== undefined) return known;
  const call = handle.load().then((backend) => backend.subscriptions[action](token));
  calls.set(key, call);
  return call;
}

/**
 * Follows a list mail's link in the browser (the page is the app shell: the token never reaches
 * prerendered HTML) and says how it went; `retry` tries again after a failure that was not the
 * link's own (a connection, a timeout).
 */
export function useSubscriptionLink(
  action: SubscriptionLinkAction,
  token: string | null,
): { readonly state: SubscriptionLinkState; readonly retry: () => void } {
  const handle = useBackendHandle();
  const [attempt, setAttempt] = useState(0);
  const hasToken = token !== null && token !== '';
  const [state, setState] = useState<SubscriptionLinkState>(
    hasToken ? { status: 'working' } : { status: 'no-token' },
  );
  useEffect(() => {
    if (token === null || token === '') {
      setState({ status: 'no-token' });
      return;
    }
    let active = true;
    setState({ status: 'working' });
    callOnce(handle, action, token, attempt).then(
      (outcome) => {
        if (active) setState({ status: 'done', outcome });
      },
      (error: unknown) => {
        const code = isBackendError(error) ? error.code : '';
        if (!code.startsWith('subscription/link-')) {
          console.error('Error following the subscription link:', error);
        }
        if (active) setState({ status: 'failed', code });
      },
    );
    return () => {
      active = false;
    };
  }, [handle, action, token, attempt]);
  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  return { state, retry };
}
