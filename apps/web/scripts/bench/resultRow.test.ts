import { describe, expect, it } from 'vitest';
import recorded from '../../src/testing/lighthouseResult.json';
import type { Lhr } from './lhr.ts';
import { type AssertionResult, assertionMisses, resultRow } from './resultRow.ts';

function run(lcp: number, tbt: number, performance = 1): Lhr {
  const lhr: Lhr = structuredClone(recorded);
  lhr.audits['largest-contentful-paint'] = { numericValue: lcp };
  lhr.audits['total-blocking-time'] = { numericValue: tbt };
  lhr.categories.performance = { score: performance };
  lhr.configSettings = { throttlingMethod: 'devtools' };
  return lhr;
}

const failedTbt: AssertionResult = {
  url: 'http://127.0.0.1:4702/register',
  auditId: 'total-blocking-time',
  level: 'error',
  passed: false,
  operator: '<=',
  expected: 150,
  actual: 171.5,
};

describe('assertionMisses', () => {
  it("names the route's failed error-level assertions, not passed ones, warnings or other routes", () => {
    const results: AssertionResult[] = [
      failedTbt,
      { ...failedTbt, url: 'http://127.0.0.1:4702/apex' },
      { ...failedTbt, auditId: 'categories', auditProperty: 'seo', passed: true },
      { ...failedTbt, auditId: 'cumulative-layout-shift', level: 'warn' },
      {
        ...failedTbt,
        auditId: 'categories',
        auditProperty: 'performance',
        operator: '>=',
        expected: 0.98,
        actual: 0.9712,
      },
    ];
    expect(assertionMisses(results, '/register')).toEqual([
      'total-blocking-time 171.5 (budget <= 150)',
      'performance 0.971 (budget >= 0.98)',
    ]);
  });
});

describe('resultRow', () => {
  const input = {
    build: 'firebase',
    route: '/register',
    floor: [run(850, 40), run(800, 60), run(900, 50)],
    idealFloor: [run(880, 40), run(870, 60), run(890, 50)],
    assertions: [],
    firebaseChunks: new Set<string>(),
  };

  it('gives the median of each figure and passes a route within every budget', () => {
    const row = resultRow({
      ...input,
      page: [run(950, 80, 0.99), run(900, 120, 1), run(1000, 90, 1)],
    });
    expect(row).toEqual({
      route: '/register',
      build: 'firebase',
      performance: 100,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcp: 950,
      floorLcp: 850,
      idealFloorLcp: 880,
      tbt: 90,
      cls: 0,
      misses: [],
    });
  });

  it("lists LHCI's misses, then an LCP over 1.1 times the ideal floor's, then early Firebase requests", () => {
    const early = structuredClone(run(1100, 80));
    early.audits['network-requests']?.details?.items?.push({
      url: 'http://127.0.0.1:4702/assets/firebase.js',
      rendererStartTime: 5,
    });
    const row = resultRow({
      ...input,
      page: [early, run(1100, 80), run(1100, 80)],
      assertions: [failedTbt],
      firebaseChunks: new Set(['/assets/firebase.js']),
    });
    expect(row.misses).toEqual([
      'total-blocking-time 171.5 (budget <= 150)',
      "LCP 1.25 x the ideal floor's (budget <= 1.1)",
      'Firebase before the load event: http://127.0.0.1:4702/assets/firebase.js',
    ]);
  });

  it('refuses the LCP ratio when a run was not under applied throttling (ADR 0192)', () => {
    const simulated = run(880, 40);
    simulated.configSettings = { throttlingMethod: 'simulate' };
    const row = resultRow({
      ...input,
      page: [run(950, 80), run(900, 120), run(1000, 90)],
      idealFloor: [simulated, run(870, 60), run(890, 50)],
    });
    expect(row.misses).toEqual([
      `LCP ratio read from runs not throttled by devtools: ${simulated.requestedUrl} (simulate)`,
    ]);
  });
});
