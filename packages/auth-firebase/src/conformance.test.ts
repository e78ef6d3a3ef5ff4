import { describeBackendConformance } from '@apex/auth-port/conformance';
import { deleteUnconfirmedAccounts } from '@apex/functions/accountAge';
import { closeOverdueAttempts } from '@apex/functions/attempts';
import {
  deleteExpiredRegistrations,
  deleteUnconfirmedRegistrations,
} from '@apex/functions/retention';
import { type App, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll } from 'vitest';
import {
  createFirebaseTestEnvironment,
  describeOnFirestore,
  PROJECT_ID,
} from './testing/harness.ts';

let admin: App | undefined;
const env = createFirebaseTestEnvironment({
  // The functions' own schedules, on the emulators as the owner (the Admin SDK reads
  // FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST): the code the schedules run, not a
  // copy of it. Deleting unconfirmed child accounts reads only the clock and the database.
  async retention(now) {
    admin ??= initializeApp({ projectId: PROJECT_ID }, 'conformance-retention');
    const db = getFirestore(admin);
    const auth = getAuth(admin);
    await deleteExpiredRegistrations(db, now);
    await deleteUnconfirmedRegistrations(db, now);
    await deleteUnconfirmedAccounts({
      db,
      now: () => now,
      deleteUser: (uid) => auth.deleteUser(uid),
      account: () => Promise.reject(new Error('the schedule reads no account')),
      siteOrigin: () => 'http://127.0.0.1',
      organiserName: () => '',
    });
  },
  // The schedule that closes attempts nobody submitted (issue 40), on the emulators as the owner.
  async closeOverdueAttempts(now) {
    admin ??= initializeApp({ projectId: PROJECT_ID }, 'conformance-retention');
    await closeOverdueAttempts(getFirestore(admin), now);
  },
});
beforeAll(() => env.start());
afterAll(() => env.stop());

// Every operation of the port touches Firestore, so the whole suite needs the real emulator.
describeOnFirestore('conformance on Firebase', () => {
  describeBackendConformance(
    'Firebase (Auth, Firestore and Functions emulators; Storage: the storage model)',
    env.harness,
  );
});
