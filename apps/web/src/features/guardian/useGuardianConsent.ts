import { type GuardianConsentView, isBackendError } from '@apex/auth-port';
import { useCallback, useEffect, useState } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';

/** What the guardian's own page knows of its manage link's registration (issue 38). */
export type GuardianConsentState =
  | { readonly status: 'no-token' }
  | { readonly status: 'loading' }
  | { readonly status: 'open'; readonly view: GuardianConsentView }
  | { readonly status: 'failed'; readonly code: string };

/**
 * Reads what is held behind the manage link's token, in the browser only (the page is the app
 * shell, so no child's details are ever in prerendered HTML).
 */
export function useGuardianConsent(token: string | null): {
  readonly state: GuardianConsentState;
  readonly retry: () => void;
} {
  const handle = useBackendHandle();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<GuardianConsentState>(
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
      .then((backend) => backend.guardian.describeConsent(token))
      .then(
        (view) => {
          if (active) setState({ status: 'open', view });
        },
        (error: unknown) => {
          const code = isBackendError(error) ? error.code : '';
          // An unknown link is an answer the page shows, not a fault.
          if (!code.startsWith('guardian/')) console.error('Error reading the consent:', error);
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
