import type { AuthService, AuthUser } from '@apex/auth-port';
import {
  type Auth,
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type UserCredential,
} from 'firebase/auth';
import { toBackendError } from './errors.ts';
import type { PopupSignIn } from './options.ts';
import { toAuthUser } from './user.ts';

/**
 * The resolver is passed only here, not to `initializeAuth`: given there it would load Google's
 * iframe script on every page view.
 */
export const browserPopupSignIn: PopupSignIn = (auth, provider) =>
  signInWithPopup(auth, provider, browserPopupRedirectResolver);

function rejectAsBackendError(error: unknown): never {
  throw toBackendError(error, 'auth');
}

function userOf(credential: UserCredential): AuthUser {
  return toAuthUser(credential.user);
}

export function createAuthService(auth: Auth, popupSignIn: PopupSignIn): AuthService {
  const google = new GoogleAuthProvider();
  // Families share phones: always let the visitor pick which Google account to use.
  google.setCustomParameters({ prompt: 'select_account' });

  return {
    createAccount: (email, password) =>
      createUserWithEmailAndPassword(auth, email, password).then(userOf, rejectAsBackendError),
    signIn: (email, password) =>
      signInWithEmailAndPassword(auth, email, password).then(userOf, rejectAsBackendError),
    signInWithGoogle() {
      // No await before the popup call: the browser only allows it as part of the user's click.
      let pending: Promise<UserCredential>;
      try {
        pending = popupSignIn(auth, google);
      } catch (error) {
        return Promise.reject(toBackendError(error, 'auth'));
      }
      return pending.then(userOf, rejectAsBackendError);
    },
    sendPasswordReset: (email) => sendPasswordResetEmail(auth, email).catch(rejectAsBackendError),
    signOut: () => signOut(auth).catch(rejectAsBackendError),
    onAuthStateChanged: (listener) =>
      onAuthStateChanged(auth, (user) => listener(user === null ? null : toAuthUser(user))),
  };
}
