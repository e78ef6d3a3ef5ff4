export type { ConformanceHarness, StoredSubscription } from './harness.ts';
export { describeBackendConformance } from './suite.ts';
