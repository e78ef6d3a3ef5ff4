export interface LongTaskItem {
  url: string;
  duration: number;
  startTime?: number;
}
export interface ScriptLongTask {
  script: string;
  ms: number;
}
export function scriptLongTasks(items: LongTaskItem[]): ScriptLongTask[];
export function longestPerScript(tasks: ScriptLongTask[]): string[];
