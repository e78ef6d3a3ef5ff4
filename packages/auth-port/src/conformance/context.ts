import type { Backend } from '../backend.ts';
import type { ConformanceHarness } from './harness.ts';

/** What every group of cases shares: the harness and the fresh backend of the running test. */
export interface SuiteContext {
  readonly harness: ConformanceHarness;
  /** The backend `createBackend` made for the test that is running now. */
  backend(): Backend;
}
