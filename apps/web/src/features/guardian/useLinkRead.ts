import { type Backend, isBackendError } from '@apex/auth-port';
import { useCallback, useEffect, useState } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';

/** What a page opened from a mailed link knows of what is behind the link's token. */
export type LinkReadState<T> =
  | { readonly status: 'no-token' }
  | { readonly status: 'loading' }
  | { readonly status: 'open'; readonly value: T }
  | { readonly status: 'failed'; readonly code: string };

/**
 * Reads what is behind a mailed link's token (the guardian's request, the guardian's own page,
 * a parent's request), in the browser only: these pages are the app shell, so no child's details
 * are ever in prerendered HTML. `read` must be a stable function (declared at module level);
 * `retry` reads again. A used, expired or unknown link (`guardian/…`) is an answer the page shows,
 * not a fault, so only other failures are logged, as "Error reading <what>".
 */
export function useLinkRead<T>(
  token: string | null,
  read: (backend: Backend, token: string) => Promise<T>,
  what: string,
): { readonly state: LinkReadState<T>; readonly retry: () => void } {
  const handle = useBackendHandle();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LinkReadState<T>>(
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
      .then((backend) => read(backend, token))
      .then(
        (value) => {
          if (active) setState({ status: 'open', value });
        },
        (error: unknown) => {
          const code = isBackendError(error) ? error.code : '';
          if (!code.startsWith('guardian/')) console.error(`Error reading ${what}:`, error);
          if (active) setState({ status: 'failed', code });
        },
      );
    return () => {
      active = false;
    };
  }, [handle, token, attempt, read, what]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
