export interface ScriptEntry {
  url: string;
  duration: number;
}
export interface ScriptTimeRow {
  chunk: string;
  medianMs: number;
  longLoads: number;
  loads: number;
}
export function chunkName(url: string): string;
export function summarizeScriptTime(loads: ScriptEntry[][], longMs?: number): ScriptTimeRow[];
