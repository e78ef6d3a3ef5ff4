/**
 * Lighthouse CI for `pnpm bench` (scripts/bench/bench.ts): its assertions ARE the budgets of
 * docs/performance.md. The bench serves each build and sets APEX_BENCH_ORIGIN and
 * APEX_BENCH_RESULTS; the two budgets LHCI cannot assert (LCP against the ideal floor, no Firebase
 * before the load event) are in scripts/bench/extraBudgets.ts.
 */
const origin = process.env.APEX_BENCH_ORIGIN ?? 'http://127.0.0.1:4700';

/** The measured pages: the home page in both languages, the product, a course, the exam form. */
const ROUTES = ['/', '/hi', '/apex', '/beginner', '/register'];

module.exports = {
  ci: {
    collect: {
      url: ROUTES.map((route) => new URL(route, origin).href),
      numberOfRuns: 3,
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      settings: {
        // Applied throttling (docs/adr/0192): the load really runs at Lighthouse's mobile network
        // and CPU settings, so the paint is observed, not simulated. Mobile form factor otherwise.
        throttlingMethod: 'devtools',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        chromeFlags: [
          '--headless=new',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ].join(' '),
      },
    },
    assert: {
      // Each figure is the median of its three runs (docs/adr: the Lighthouse CI bench).
      aggregationMethod: 'median',
      assertions: {
        'categories:performance': ['error', { minScore: 0.98 }],
        'categories:accessibility': ['error', { minScore: 1 }],
        'categories:best-practices': ['error', { minScore: 1 }],
        'categories:seo': ['error', { minScore: 1 }],
        'cumulative-layout-shift': ['error', { maxNumericValue: 0.01 }],
        'total-blocking-time': ['error', { maxNumericValue: 150 }],
      },
    },
    upload: {
      target: 'filesystem',
      outputDir: process.env.APEX_BENCH_RESULTS ?? '.lighthouseci/results',
    },
  },
};
