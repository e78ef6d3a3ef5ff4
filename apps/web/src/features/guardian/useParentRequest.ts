import { isBackendError, type ParentRequest } from '@apex/auth-port';
import { useEffect, useState } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';

/** What the parent's page knows of its link's request. */
export type ParentRequestState =
  | { readonly status: 'no-token' }
  | { readonly status: 'loading' }
  | { readonly status: 'open'; readonly request: ParentRequest }
  | { readonly status: 'failed'; readonly code: string };

/** Reads the account behind the link's token, in the browser only (the page is the app shell). */
export function useParentRequest(token: string | null): ParentRequestState {
  const handle = useBackendHandle();
  const [state, setState] = useState<ParentRequestState>(
    token === null || token === '' ? { status: 'no-token' } : { status: 'loading' },
  );
  useEffect(() => {
    if (token === null || token === '') {
      setState({ status: 'no-token' });
      return;
    }
    let active = true;
    handle
      .load()
      .then((backend) => backend.parents.describe(token))
      .then(
        (request) => {
          if (active) setState({ status: 'open', request });
        },
        (error: unknown) => {
          const code = isBackendError(error) ? error.code : '';
          if (!code.startsWith('guardian/'))
            console.error('Error reading the parent request:', error);
          if (active) setState({ status: 'failed', code });
        },
      );
    return () => {
      active = false;
    };
  }, [handle, token]);
  return state;
}
