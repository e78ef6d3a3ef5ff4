import { describeBackendConformance } from '@apex/auth-port/conformance';
import { afterAll, beforeAll } from 'vitest';
import { createFirebaseTestEnvironment, describeOnFirestore } from './testing/harness.ts';

const env = createFirebaseTestEnvironment();
beforeAll(() => env.start());
afterAll(() => env.stop());

// Every operation of the port touches Firestore, so the whole suite needs the real emulator.
describeOnFirestore('conformance on Firebase', () => {
  describeBackendConformance(
    'Firebase (Auth, Firestore and Functions emulators; Storage: the storage model)',
    env.harness,
  );
});
