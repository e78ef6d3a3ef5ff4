import type { AuthUser, UserProfile } from '@apex/auth-port';
import { createContext } from 'react';

/**
 * `unknown` until the backend reports the sign-in state: the prerendered HTML and the first client
 * render show the signed-out nav, so nothing shifts for signed-out visitors.
 */
export type Session =
  | { readonly status: 'unknown' }
  | { readonly status: 'signed-out' }
  | {
      readonly status: 'signed-in';
      readonly user: AuthUser;
      /** The profile document, or null while it loads or if it could not be read. */
      readonly profile: UserProfile | null;
    };

export const SessionContext = createContext<Session>({ status: 'unknown' });

export interface SessionActions {
  /** Replaces the signed-in user's profile, e.g. after /edit-profile saves, so the nav updates at once. */
  setProfile(uid: string, profile: UserProfile): void;
  /**
   * Re-reads the signed-in account (`auth.reloadUser`), so a verified address shows at once; a
   * failure leaves the session as it was.
   */
  refreshUser(): Promise<void>;
}

export const SessionActionsContext = createContext<SessionActions>({
  setProfile: () => {},
  refreshUser: () => Promise.resolve(),
});
