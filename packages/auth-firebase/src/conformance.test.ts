import { describeBackendConformance } from '@apex/auth-port/conformance';
import { deleteExpiredRegistrations } from '@apex/functions/retention';
import { initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll } from 'vitest';
import {
  createFirebaseTestEnvironment,
  describeOnFirestore,
  PROJECT_ID,
} from './testing/harness.ts';

let admin: Firestore | undefined;
const env = createFirebaseTestEnvironment({
  // The functions' own retention, on the emulator as the owner (the Admin SDK reads
  // FIRESTORE_EMULATOR_HOST): the same code the schedule runs, not a copy of it.
  retention(now) {
    admin ??= getFirestore(initializeApp({ projectId: PROJECT_ID }, 'conformance-retention'));
    return deleteExpiredRegistrations(admin, now);
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
