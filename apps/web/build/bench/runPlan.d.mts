export interface PlannedRun {
  route: string;
  run: number;
  label: string;
}
export function runPlan(routes: string[], runs: number, labels: string[]): PlannedRun[];
