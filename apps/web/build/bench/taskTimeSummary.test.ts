import { describe, expect, it } from 'vitest';
import { ourTasks, summarizeTasks, type TraceEvent } from './taskTimeSummary.mjs';

const main = { pid: 1, tid: 7 };
const task = (ts: number, ms: number): TraceEvent => ({
  name: 'RunTask',
  ...main,
  ts,
  dur: ms * 1000,
});
const call = (ts: number, url: string): TraceEvent => ({
  name: 'FunctionCall',
  ...main,
  ts,
  dur: 100,
  args: { data: { url } },
});

describe('ourTasks', () => {
  it("names each main-thread task after the first paint by the chunk it ran, or as nextTask's timer", () => {
    const events: TraceEvent[] = [
      task(0, 30),
      call(10, 'http://127.0.0.1:4173/assets/index-DjcCY5uw.js'),
      { name: 'firstContentfulPaint', ...main, ts: 50_000 },
      task(100_000, 14),
      call(100_010, 'http://127.0.0.1:4173/assets/react-CL-C8gf1.js'),
      task(200_000, 9),
      { name: 'TimerFire', ...main, ts: 200_005, dur: 8000, args: { data: { frame: 'F' } } },
      task(300_000, 20),
      { name: 'ParseHTML', ...main, ts: 300_001, dur: 19_000 },
      task(400_000, 6),
      { ...call(400_010, 'http://127.0.0.1:4173/assets/app-B0H-FcGP.js'), tid: 9 },
    ];
    expect(ourTasks(events)).toEqual([
      { chunk: 'react', ms: 14 },
      { chunk: 'timer', ms: 9 },
    ]);
  });

  it('finds nothing in a trace without a first paint', () => {
    expect(ourTasks([task(0, 80), call(10, '/assets/react-CL-C8gf1.js')])).toEqual([]);
  });
});

describe('summarizeTasks', () => {
  it('counts per load: tasks, time, tasks of 12.5 ms or more; and the longest; most time first', () => {
    const rows = summarizeTasks([
      [
        { chunk: 'react', ms: 5 },
        { chunk: 'react', ms: 13 },
        { chunk: 'timer', ms: 20 },
      ],
      [{ chunk: 'react', ms: 6 }],
    ]);
    expect(rows).toEqual([
      { chunk: 'react', tasksPerLoad: 1.5, msPerLoad: 12, longestMs: 13, longPerLoad: 0.5 },
      { chunk: 'timer', tasksPerLoad: 0.5, msPerLoad: 10, longestMs: 20, longPerLoad: 0.5 },
    ]);
  });
});
