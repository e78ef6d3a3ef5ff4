import type { ScriptLongTask } from './longTasks.mjs';

/** One route's Lighthouse figures, as lighthouseRun.mjs returns them and summarize() medians them. */
export interface RouteResult {
  performance?: number;
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
  fcp?: number;
  lcp?: number;
  tbt?: number;
  cls?: number;
  transfer?: number;
  jsGzip?: number;
  jsGzipBeforePaint?: number;
  firebaseEarly?: string[];
  failing?: string[];
  /** One run's long tasks in the built scripts (lighthouseRun.mjs). */
  scriptLongTasks?: ScriptLongTask[];
  /** Over all runs: each script's longest task, as `file N ms` (summarize). */
  longestScriptTasks?: string[];
  /** How many runs were summarized, and in how many a task was pinned on one of our scripts. */
  runs?: number;
  runsWithScriptTasks?: number;
}

/** Medians over runs of the page against its floor, run i against run i (pairedWithFloor). */
export interface PairedWithFloor {
  /** Runs where both measured TBT. */
  pairedRuns: number;
  tbtOverFloor?: number;
  /** The performance score's, page minus floor. */
  performanceOverFloor?: number;
  lcpOverFloor?: number;
  lcpOverFloorRatio?: number;
}

export const BUDGETS: {
  score: number;
  lcpOverFloor: number;
  cls: number;
  lcpStepMs: number;
  tbtOverFloorMs: number;
  jsBeforePaintKiB: number;
};
export const BUDGET_TEXT: string;
export function median(values: number[]): number | undefined;
export function pairedWithFloor(pageRuns: RouteResult[], floorRuns: RouteResult[]): PairedWithFloor;
export function summarize(
  runs: RouteResult[],
  floorRuns?: RouteResult[],
): RouteResult & PairedWithFloor;
export function budgetMisses(
  route: string,
  result: RouteResult & Partial<PairedWithFloor>,
  floor?: RouteResult,
): string[];
export function everyBuildMisses(
  tables: Record<string, Record<string, RouteResult & Partial<PairedWithFloor>>>,
  floors: Record<string, RouteResult | undefined>,
): string[];
export function tableRows(
  results: Record<string, RouteResult & Partial<PairedWithFloor>>,
  floors: Record<string, RouteResult | undefined>,
): string[][];
