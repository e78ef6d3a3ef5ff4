export interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: unknown;
}
export interface OurTask {
  chunk: string;
  ms: number;
}
export interface TaskTimeRow {
  chunk: string;
  tasksPerLoad: number;
  msPerLoad: number;
  longestMs: number;
  longPerLoad: number;
}
export function ourTasks(events: TraceEvent[]): OurTask[];
export function summarizeTasks(loads: OurTask[][], longMs?: number): TaskTimeRow[];
