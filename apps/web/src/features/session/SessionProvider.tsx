import type { AuthUser, Backend, UserProfile } from '@apex/auth-port';
import { type ReactNode, startTransition, useEffect, useMemo, useState } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { clearPersonalData, endsASession } from './personalData.ts';
import {
  type Session,
  type SessionActions,
  SessionActionsContext,
  SessionContext,
} from './SessionContext.ts';
import { maySessionBeRestored, rememberSignedIn } from './sessionHint.ts';
import { whenIdle } from './whenIdle.ts';

/**
 * One object for the signed-out state: when the backend, loaded by an account page, reports no
 * user to a page that already shows the signed-out state, React sees the same state and
 * re-renders nothing (P26).
 */
const SIGNED_OUT: Session = { status: 'signed-out' };

/**
 * Subscribes once to the sign-in state and reads `users/{uid}` for the avatar. The backend is not
 * on the critical path: unless something already loaded it, it loads when the browser is idle,
 * after first paint, and only for a browser that signed in here before (sessionHint.ts); until
 * then the nav shows the signed-out state the HTML was rendered with. When an account page loads
 * the backend, the provider subscribes then.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const handle = useBackendHandle();
  const [session, setSession] = useState<Session>({ status: 'unknown' });

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    let currentUid: string | null = null;
    // Undefined until the first report: a page opened signed out has ended nobody's session.
    let reportedUid: string | null | undefined;

    const readProfile = (backend: Backend, user: AuthUser) => {
      backend.profiles.read(user.uid).then(
        (profile) => {
          if (active && currentUid === user.uid) setSession(withProfile(user.uid, profile));
        },
        (error: unknown) => {
          // The nav keeps working with the sign-in photo or the letter avatar.
          console.error('Error fetching user data:', error);
        },
      );
    };

    const subscribe = (backend: Backend) => {
      if (!active) return;
      unsubscribe = backend.auth.onAuthStateChanged((user) => {
        if (!active) return;
        currentUid = user?.uid ?? null;
        // Shared devices (issue 30): the next person in this tab sees nothing of the last one's.
        if (endsASession(reportedUid, currentUid)) clearPersonalData();
        reportedUid = currentUid;
        rememberSignedIn(user !== null);
        // As a transition, like the signed-out state below: the first report arrives while an
        // account page is still hydrating, and an urgent update would re-render the header and
        // the page in one blocking task (docs/adr/0073-framework-mode.md).
        if (user === null) {
          startTransition(() => setSession(SIGNED_OUT));
          return;
        }
        startTransition(() => setSession({ status: 'signed-in', user, profile: null }));
        readProfile(backend, user);
      });
    };

    // Whoever loads the backend (this provider on idle, or an account page on mount), the session
    // follows it from then on.
    const alreadyLoaded = handle.peek() !== undefined;
    const stopWaiting = handle.onLoad(subscribe);
    let cancelIdle: (() => void) | undefined;
    if (!alreadyLoaded) {
      if (maySessionBeRestored()) {
        cancelIdle = whenIdle(() => {
          handle.load().catch((error: unknown) => {
            console.error('Error loading the sign-in service:', error);
          });
        });
      } else {
        // No sign-in recorded here: no session to restore, so the SDK stays off this page. As a
        // transition: an urgent update here, while the page under <Suspense> is still being
        // hydrated, would make React hydrate the rest in one blocking task (measured: TBT on `/`
        // went from about 50 to about 170 ms).
        startTransition(() => setSession(SIGNED_OUT));
      }
    }

    return () => {
      active = false;
      cancelIdle?.();
      stopWaiting();
      unsubscribe?.();
    };
  }, [handle]);

  const actions = useMemo<SessionActions>(
    () => ({
      setProfile: (uid, profile) => setSession(withProfile(uid, profile)),
      async refreshUser() {
        const backend = handle.peek();
        if (backend === undefined) return;
        try {
          const user = await backend.auth.reloadUser();
          if (user !== null) setSession(withUser(user));
        } catch (error) {
          console.error('Error re-reading the account:', error);
        }
      },
    }),
    [handle],
  );

  const awaitingVerification = session.status === 'signed-in' && !session.user.emailVerified;
  useEffect(() => {
    if (!awaitingVerification) return;
    // The link in the mail opens in another tab or on another device: coming back here is when
    // the address may have been verified (decision A17).
    const refreshWhenBack = () => {
      if (document.visibilityState === 'visible') void actions.refreshUser();
    };
    window.addEventListener('focus', refreshWhenBack);
    document.addEventListener('visibilitychange', refreshWhenBack);
    return () => {
      window.removeEventListener('focus', refreshWhenBack);
      document.removeEventListener('visibilitychange', refreshWhenBack);
    };
  }, [awaitingVerification, actions]);

  return (
    <SessionContext value={session}>
      <SessionActionsContext value={actions}>{children}</SessionActionsContext>
    </SessionContext>
  );
}

/** An updater that takes the re-read account if it is still the one signed in. */
function withUser(user: AuthUser) {
  return (current: Session): Session =>
    current.status === 'signed-in' && current.user.uid === user.uid
      ? { ...current, user }
      : current;
}

/** An updater that sets the profile only if `uid` is still the one signed in. */
function withProfile(uid: string, profile: UserProfile | null) {
  return (current: Session): Session =>
    current.status === 'signed-in' && current.user.uid === uid ? { ...current, profile } : current;
}
