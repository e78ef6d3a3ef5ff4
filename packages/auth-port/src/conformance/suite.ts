import type { ConformanceHarness } from './harness.ts';

/** Placeholder until the suite lands (issue 2). */
export function describeBackendConformance(_name: string, _harness: ConformanceHarness): void {
  throw new Error('not written yet');
}
