export type { ConformanceHarness } from './harness.ts';
export { describeBackendConformance } from './suite.ts';
