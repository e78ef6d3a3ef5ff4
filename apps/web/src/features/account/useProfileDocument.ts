import { type AuthUser, isBackendError, type UserProfile } from '@apex/auth-port';
import { fitUsername } from '@apex/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useSessionActions } from '../session/index.ts';

export type ProfileDocumentState =
  | { readonly status: 'loading' }
  /** `timedOut`: no answer within `BACKEND_READ_TIMEOUT_MS` (issue 30); either way Retry reads again. */
  | { readonly status: 'failed'; readonly timedOut: boolean }
  | { readonly status: 'ready'; readonly profile: UserProfile };

/**
 * The profile a signed-in account starts with when it has no document yet (spec section 3). The
 * name is fitted to the rules' limit (a Google name may be longer); the account's photo stays on
 * the account, since a document may only point at the user's own stored picture, and is shown
 * from there.
 */
export function profileFromAccount(user: AuthUser): UserProfile {
  return { username: fitUsername(user.displayName), email: user.email ?? '' };
}

/** Reads `users/{uid}`, creating it from the account when it is missing. */
export function useProfileDocument(user: AuthUser) {
  const handle = useBackendHandle();
  const { setProfile: shareWithSession } = useSessionActions();
  const [state, setState] = useState<ProfileDocumentState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The account is re-read when its address is verified; that must not reload the document (and
  // so reset a form being edited), so the load follows the uid and reads the rest from here.
  const account = useRef(user);
  useEffect(() => {
    account.current = user;
  });
  const uid = user.uid;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how Retry re-runs the load.
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    (async () => {
      const backend = await handle.load();
      const stored = await backend.profiles.read(uid);
      if (stored) return stored;
      const created = profileFromAccount(account.current);
      await backend.profiles.create(uid, created);
      return created;
    })().then(
      (profile) => {
        if (!active) return;
        setState({ status: 'ready', profile });
        shareWithSession(uid, profile);
      },
      (error: unknown) => {
        console.error('Error loading profile:', error);
        const timedOut = isBackendError(error) && error.code === 'profile/timeout';
        if (active) setState({ status: 'failed', timedOut });
      },
    );
    return () => {
      active = false;
    };
  }, [handle, uid, attempt, shareWithSession]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  /** After a save: the page and the nav show the new profile at once. */
  const replace = useCallback(
    (profile: UserProfile) => {
      setState({ status: 'ready', profile });
      shareWithSession(uid, profile);
    },
    [shareWithSession, uid],
  );

  return { state, retry, replace };
}
