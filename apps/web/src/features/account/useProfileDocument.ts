import type { AuthUser, UserProfile } from '@apex/auth-port';
import { fitUsername } from '@apex/core';
import { useCallback, useEffect, useState } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useSessionActions } from '../session/index.ts';

export type ProfileDocumentState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how Retry re-runs the load.
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    (async () => {
      const backend = await handle.load();
      const stored = await backend.profiles.read(user.uid);
      if (stored) return stored;
      const created = profileFromAccount(user);
      await backend.profiles.create(user.uid, created);
      return created;
    })().then(
      (profile) => {
        if (!active) return;
        setState({ status: 'ready', profile });
        shareWithSession(user.uid, profile);
      },
      (error: unknown) => {
        console.error('Error loading profile:', error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [handle, user, attempt, shareWithSession]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  /** After a save: the page and the nav show the new profile at once. */
  const replace = useCallback(
    (profile: UserProfile) => {
      setState({ status: 'ready', profile });
      shareWithSession(user.uid, profile);
    },
    [shareWithSession, user.uid],
  );

  return { state, retry, replace };
}
