import type {
  AgeDeclaration,
  AuthService,
  AuthUser,
  MailLanguage,
  Reauthentication,
} from '@apex/auth-port';
import { EMAIL_MAX_LENGTH, fitUsername, isValidAgeDeclaration, isValidEmail } from '@apex/core';
import {
  type Auth,
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  GoogleAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type User,
  type UserCredential,
  updateProfile,
  verifyBeforeUpdateEmail,
} from 'firebase/auth';
import { backendErrorFor, toBackendError } from './errors.ts';
import type { PopupReauthenticate, PopupSignIn } from './options.ts';
import { toAuthUser } from './user.ts';

/**
 * The resolver is passed only here, not to `initializeAuth`: given there it would load Google's
 * iframe script on every page view.
 */
export const browserPopupSignIn: PopupSignIn = (auth, provider) =>
  signInWithPopup(auth, provider, browserPopupRedirectResolver);

export const browserPopupReauthenticate: PopupReauthenticate = (user, provider) =>
  reauthenticateWithPopup(user, provider, browserPopupRedirectResolver);

/**
 * The BCP-47 tag Firebase Auth writes a mail in (its templates have Hindi). The SDK sends it as
 * `X-Firebase-Locale` with each request that sends a mail.
 */
export const FIREBASE_LANGUAGE_CODES: Readonly<Record<MailLanguage, string>> = {
  en: 'en',
  hi: 'hi',
};

function rejectAsBackendError(error: unknown): never {
  throw toBackendError(error, 'auth');
}

function userOf(credential: UserCredential): Promise<AuthUser> {
  return toAuthUser(credential.user);
}

/** Logs a step that may fail without failing the call: the account it belongs to exists already. */
function warnAndGoOn(step: string) {
  return (error: unknown) => {
    console.warn(`[firebase backend] ${step} failed; the account was created all the same.`, error);
  };
}

export interface AuthServiceDependencies {
  readonly popupSignIn: PopupSignIn;
  readonly popupReauthenticate: PopupReauthenticate;
  /** Deletes what the account owns (picture, profile document) before the account goes. */
  readonly removeUserData: (uid: string) => Promise<void>;
  /** Stores the age the new account's owner declared (issue 38), once. */
  readonly declareAge: (uid: string, age: AgeDeclaration, language: 'en' | 'hi') => Promise<void>;
  /** Whether the account has answered the age question. */
  readonly ageDeclared: (uid: string) => Promise<boolean>;
}

export function createAuthService(auth: Auth, dependencies: AuthServiceDependencies): AuthService {
  const { popupSignIn, popupReauthenticate, removeUserData, declareAge, ageDeclared } =
    dependencies;
  // The language of the server's mail to a child's parent: the one last set for Auth's mails.
  let mailLanguage: 'en' | 'hi' = 'en';
  const google = new GoogleAuthProvider();
  // Families share phones: always let the visitor pick which Google account to use.
  google.setCustomParameters({ prompt: 'select_account' });

  async function signedInUser(): Promise<User> {
    await auth.authStateReady();
    if (auth.currentUser === null) throw backendErrorFor('auth/unauthenticated');
    return auth.currentUser;
  }

  async function deleteEverything(user: User): Promise<void> {
    await removeUserData(user.uid);
    // Signs out, too.
    await deleteUser(user);
  }

  /** Proves it is still the user (their password, or Google's popup), then does `then`. */
  function withProof(
    reauthentication: Reauthentication,
    then: (user: User) => Promise<void>,
  ): Promise<void> {
    if (reauthentication.method === 'google') {
      // The popup, like sign-in's, must open inside the click: no await before it.
      const user = auth.currentUser;
      if (user === null) return Promise.reject(backendErrorFor('auth/unauthenticated'));
      let proof: Promise<UserCredential>;
      try {
        proof = popupReauthenticate(user, google);
      } catch (error) {
        return Promise.reject(toBackendError(error, 'auth'));
      }
      return proof.then(() => then(user)).catch(rejectAsBackendError);
    }
    return signedInUser()
      .then(async (user) => {
        const credential = EmailAuthProvider.credential(
          user.email ?? '',
          reauthentication.password,
        );
        await reauthenticateWithCredential(user, credential);
        await then(user);
      })
      .catch(rejectAsBackendError);
  }

  return {
    async createAccount(email, password, displayName, age) {
      // The rules refuse it too; refused before the account is made, nothing is left behind.
      if (age !== undefined && !isValidAgeDeclaration(age, email)) {
        throw backendErrorFor('auth/invalid-email');
      }
      const { user } = await createUserWithEmailAndPassword(auth, email, password).catch(
        rejectAsBackendError,
      );
      // Kept on the account so a profile made from it later (if the first write fails) has it.
      const name = fitUsername(displayName);
      if (name !== '') {
        await updateProfile(user, { displayName: name }).catch(warnAndGoOn('Setting the name'));
      }
      await sendEmailVerification(user).catch(warnAndGoOn('Sending the verification mail'));
      // Not passed over like the name: an under-18 account must not go unrestricted (issue 38).
      if (age !== undefined) await declareAge(user.uid, age, mailLanguage);
      return toAuthUser(user).catch(rejectAsBackendError);
    },
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
    ageDeclared: () => signedInUser().then((user) => ageDeclared(user.uid), rejectAsBackendError),
    async declareAge(age) {
      const user = await signedInUser();
      // The rules refuse both too (a parent's address, and a second write of the declaration).
      if (!isValidAgeDeclaration(age, user.email ?? ''))
        throw backendErrorFor('auth/invalid-email');
      if (await ageDeclared(user.uid)) throw backendErrorFor('auth/age-already-declared');
      await declareAge(user.uid, age, mailLanguage);
    },
    sendPasswordReset: (email) => sendPasswordResetEmail(auth, email).catch(rejectAsBackendError),
    sendEmailVerification: () =>
      signedInUser()
        .then((user) => sendEmailVerification(user))
        .catch(rejectAsBackendError),
    deleteAccount: (reauthentication) => withProof(reauthentication, deleteEverything),
    // Firebase changes the sign-in address only when the link mailed to the new one is followed
    // (verifyBeforeUpdateEmail); the profile's email follows it then (profiles.ts).
    changeEmail(newEmail, reauthentication) {
      const address = newEmail.trim().toLowerCase();
      if (address.length > EMAIL_MAX_LENGTH || !isValidEmail(address)) {
        return Promise.reject(backendErrorFor('auth/invalid-email'));
      }
      return withProof(reauthentication, (user) => verifyBeforeUpdateEmail(user, address));
    },
    async reloadUser() {
      await auth.authStateReady();
      const user = auth.currentUser;
      if (user === null) return null;
      await reload(user).catch(rejectAsBackendError);
      // A fresh token, so a role granted or revoked since shows now.
      const current = auth.currentUser ?? user;
      await current.getIdToken(true).catch(rejectAsBackendError);
      return toAuthUser(current).catch(rejectAsBackendError);
    },
    signOut: () => signOut(auth).catch(rejectAsBackendError),
    onAuthStateChanged(listener) {
      // The roles need the ID token, read asynchronously: only the newest change is passed on, so
      // a quick sign-in then sign-out never arrives out of order.
      let latest = 0;
      return onAuthStateChanged(auth, (user) => {
        latest += 1;
        const change = latest;
        if (user === null) {
          listener(null);
          return;
        }
        toAuthUser(user).then(
          (authUser) => {
            if (change === latest) listener(authUser);
          },
          (error: unknown) => {
            console.warn('[firebase backend] Reading the account’s roles failed.', error);
            if (change === latest) listener(null);
          },
        );
      });
    },
    setLanguage(language) {
      mailLanguage = language;
      auth.languageCode = FIREBASE_LANGUAGE_CODES[language];
    },
  };
}
