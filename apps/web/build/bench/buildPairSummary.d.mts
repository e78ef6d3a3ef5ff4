import type { ScriptLongTask } from './longTasks.mjs';

export interface BuildRun {
  tbt: number;
  scriptLongTasks: ScriptLongTask[];
  error?: string;
}
export interface BuildRunsSummary {
  runs: number;
  failed: number;
  withLongTask: number;
  medianTbt: number | null;
  longest: string[];
}
export function summarizeBuildRuns(runs: BuildRun[]): BuildRunsSummary;
