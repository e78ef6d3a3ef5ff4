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
}

export const BUDGETS: {
  score: number;
  lcpOverFloor: number;
  cls: number;
  tbtBelowMs: number;
  jsBeforePaintKiB: number;
};
export function median(values: number[]): number | undefined;
export function summarize(runs: RouteResult[]): RouteResult;
export function budgetMisses(route: string, result: RouteResult, floor?: RouteResult): string[];
export function tableRows(
  results: Record<string, RouteResult>,
  floors: Record<string, RouteResult | undefined>,
): string[][];
