export type {
  ConformanceHarness,
  ConsentMail,
  CredentialStatusReading,
  SentMailKind,
  StoredSubscription,
} from './harness.ts';
export { REGISTRATION } from './registrationCases.ts';
export { describeBackendConformance } from './suite.ts';
