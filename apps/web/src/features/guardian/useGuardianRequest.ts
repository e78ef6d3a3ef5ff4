import { type GuardianRequest, isBackendError } from '@apex/auth-port';
import { useCallback, useEffect, useState } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';

/** What the guardian's page knows of its link's request. */
export type GuardianRequestState =
  | { readonly status: 'no-token' }
  | { readonly status: 'loading' }
  | { readonly status: 'open'; readonly request: GuardianRequest }
  | { readonly status: 'failed'; readonly code: string };

/**
 * Reads the request behind the link's token, in the browser only: the page is served as the app
 * shell, so no personal data is ever in prerendered HTML.
 */
export function useGuardianRequest(token: string | null): {
  readonly state: GuardianRequestState;
  readonly retry: () => void;
} {
  const handle = useBackendHandle();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<GuardianRequestState>(
    token === null || token === '' ? { status: 'no-token' } : { status: 'loading' },
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how Retry reads again.
  useEffect(() => {
    if (token === null || token === '') {
      setState({ status: 'no-token' });
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    handle
      .load()
      .then((backend) => backend.guardian.describe(token))
      .then(
        (request) => {
          if (active) setState({ status: 'open', request });
        },
        (error: unknown) => {
          const code = isBackendError(error) ? error.code : '';
          // A used, expired or unknown link is an answer the page shows, not a fault.
          if (!code.startsWith('guardian/')) {
            console.error('Error reading the guardian request:', error);
          }
          if (active) setState({ status: 'failed', code });
        },
      );
    return () => {
      active = false;
    };
  }, [handle, token, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
