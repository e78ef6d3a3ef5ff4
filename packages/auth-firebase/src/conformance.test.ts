import { describeBackendConformance } from '@apex/auth-port/conformance';
import { afterAll, beforeAll } from 'vitest';
import { createFirebaseTestEnvironment } from './testing/harness.ts';

const env = createFirebaseTestEnvironment();
beforeAll(() => env.start());
afterAll(() => env.stop());

describeBackendConformance(
  `Firebase (Auth emulator, ${env.usesRealFirestore ? 'Firestore emulator' : 'msw Firestore'}, ${
    env.usesRealStorage ? 'Storage emulator' : 'msw Storage'
  })`,
  env.harness,
);
