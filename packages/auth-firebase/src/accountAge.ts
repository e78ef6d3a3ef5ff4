import type { AgeDeclaration, ParentService } from '@apex/auth-port';
import { AGE_QUESTION_VERSION } from '@apex/core';
import type { FirebaseApp } from 'firebase/app';
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import type { CallFunction } from './callables.ts';
import { withDeadline } from './deadline.ts';
import { backendErrorFor, toBackendError } from './errors.ts';
import { firestoreOf } from './firestore.ts';
import type { HostAndPort } from './options.ts';

/** Where an account's declared age lives; firestore.rules match the same path (issue 38). */
export function accountAgePath(uid: string): string {
  return `accountAges/${uid}`;
}

/**
 * Who may consent (issue 38) on Firebase: the owner creates `accountAges/{uid}` once, as the
 * rules allow (the server's fields, the parent's confirmation, are the functions' alone); the
 * functions mail a child's parent. The parent's page calls the functions, with no account.
 */
export function createAccountAgeService(
  app: FirebaseApp,
  call: CallFunction,
  timeoutMs: number,
  emulator: HostAndPort | undefined,
) {
  const db = () => firestoreOf(app, emulator);
  const parents: ParentService = {
    async describe(token) {
      if (token === '') throw backendErrorFor('guardian/link-unknown');
      return call('describeParentRequest', { token }, 'registration/unavailable');
    },
    async confirm(token) {
      if (token === '') throw backendErrorFor('guardian/link-unknown');
      await call('confirmParentRequest', { token }, 'registration/unavailable');
    },
  };
  return {
    parents,
    /** Stores what the new account's owner declared, in the language of the parent's mail. */
    async declare(uid: string, age: AgeDeclaration, language: 'en' | 'hi'): Promise<void> {
      const data = age.adult
        ? { adult: true }
        : { adult: false, parentEmail: age.parentEmail.trim() };
      try {
        await withDeadline(
          setDoc(doc(db(), accountAgePath(uid)), {
            ...data,
            language,
            wordingVersion: AGE_QUESTION_VERSION,
            declaredAt: serverTimestamp(),
          }),
          timeoutMs,
          'profile/timeout',
        );
      } catch (error) {
        throw toBackendError(error, 'profile');
      }
    },
    /** Whether the owner's account has answered the age question (its declaration exists). */
    async declared(uid: string): Promise<boolean> {
      try {
        const snapshot = await withDeadline(
          getDoc(doc(db(), accountAgePath(uid))),
          timeoutMs,
          'profile/timeout',
        );
        return snapshot.exists();
      } catch (error) {
        throw toBackendError(error, 'profile');
      }
    },
    /**
     * What a refusal of the rules means when the account's age is why (the rules' mayKeepMore
     * decide, as @apex/server's ageHold does on the memory backend; this only words the
     * refusal): a Google session's account that never answered, or a child's waiting for its
     * parent. Null otherwise, or when the declaration cannot be read.
     */
    async holdOf(
      uid: string,
      signedInWithGoogle: boolean,
    ): Promise<'age-not-declared' | 'parent-not-confirmed' | null> {
      try {
        const data = (await getDoc(doc(db(), accountAgePath(uid)))).data();
        if (data === undefined) return signedInWithGoogle ? 'age-not-declared' : null;
        return data.adult === false && data.parentConfirmedAt === undefined
          ? 'parent-not-confirmed'
          : null;
      } catch {
        return null;
      }
    },
  };
}

export type AccountAgeService = ReturnType<typeof createAccountAgeService>;
