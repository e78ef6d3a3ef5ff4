import {
  firebaseBeforeLoad,
  LCP_OVER_IDEAL_FLOOR,
  LCP_THROTTLING,
  lcpAgainstFloors,
  notAppliedThrottling,
} from './extraBudgets.ts';
import { type Lhr, medianAudit, medianScore, routeOf } from './lhr.ts';
import type { ResultRow } from './table.ts';

/** One item of the `assertion-results.json` that `lhci assert` writes beside its results. */
export interface AssertionResult {
  url: string;
  auditId: string;
  auditProperty?: string;
  level: string;
  passed: boolean;
  operator: string;
  expected: number;
  actual: number;
}

/** The assertions `lhci assert` failed at level `error` for a route, each as one short phrase. */
export function assertionMisses(results: readonly AssertionResult[], route: string): string[] {
  return results
    .filter((result) => !result.passed && result.level === 'error' && routeOf(result.url) === route)
    .map((result) => {
      const name = result.auditProperty ?? result.auditId;
      return `${name} ${+result.actual.toFixed(3)} (budget ${result.operator} ${result.expected})`;
    });
}

export interface RowInput {
  build: string;
  route: string;
  page: readonly Lhr[];
  floor: readonly Lhr[];
  idealFloor: readonly Lhr[];
  assertions: readonly AssertionResult[];
  firebaseChunks: ReadonlySet<string>;
}

/** A route's figures and every budget it missed: LHCI's assertions, then the two of extraBudgets. */
export function resultRow({
  build,
  route,
  page,
  floor,
  idealFloor,
  assertions,
  firebaseChunks,
}: RowInput): ResultRow {
  const { lcp, floorLcp, idealFloorLcp, pass } = lcpAgainstFloors(page, floor, idealFloor);
  const ratio = lcp / idealFloorLcp;
  const unlike = notAppliedThrottling([...page, ...floor, ...idealFloor]);
  const early = [...new Set(page.flatMap((lhr) => firebaseBeforeLoad(lhr, firebaseChunks)))];
  return {
    route,
    build,
    performance: medianScore(page, 'performance'),
    accessibility: medianScore(page, 'accessibility'),
    bestPractices: medianScore(page, 'best-practices'),
    seo: medianScore(page, 'seo'),
    lcp,
    floorLcp,
    idealFloorLcp,
    tbt: medianAudit(page, 'total-blocking-time'),
    cls: medianAudit(page, 'cumulative-layout-shift'),
    misses: [
      ...assertionMisses(assertions, route),
      ...(pass
        ? []
        : [`LCP ${ratio.toFixed(2)} x the ideal floor's (budget <= ${LCP_OVER_IDEAL_FLOOR})`]),
      ...(unlike.length === 0
        ? []
        : [`LCP ratio read from runs not throttled by ${LCP_THROTTLING}: ${unlike.join(', ')}`]),
      ...(early.length === 0 ? [] : [`Firebase before the load event: ${early.join(', ')}`]),
    ],
  };
}
