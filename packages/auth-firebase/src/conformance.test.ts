import { describeBackendConformance } from '@apex/auth-port/conformance';
import { afterAll, beforeAll } from 'vitest';
import { createFirebaseTestEnvironment } from './testing/harness.ts';

const env = createFirebaseTestEnvironment();
beforeAll(() => env.start());
afterAll(() => env.stop());

describeBackendConformance(
  env.usesJavaEmulators
    ? 'Firebase (emulator suite)'
    : 'Firebase (Auth emulator, msw Firestore and Storage)',
  env.harness,
);
