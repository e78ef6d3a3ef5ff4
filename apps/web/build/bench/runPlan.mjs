/**
 * The order of the bench's Lighthouse runs: route by route, and within each run number the floor
 * and then every build. The machine's noise comes in spells of tens of seconds; taking a page's
 * runs right next to its floor's lets a spell inflate both alike, so the Floor columns stay a fair
 * comparison (docs/performance.md).
 */
export function runPlan(routes, runs, labels) {
  const plan = [];
  for (const route of routes) {
    for (let run = 1; run <= runs; run += 1) {
      for (const label of labels) plan.push({ route, run, label });
    }
  }
  return plan;
}
