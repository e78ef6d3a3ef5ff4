import { chunkName } from './scriptTimeSummary.mjs';

/**
 * Reads build/bench/taskTime.mjs's traces: which of the main thread's tasks after the first paint
 * ran our scripts, and for how long; then sums them up over the loads.
 */

/** A task's own script: the first event in it that names a built chunk. */
const SCRIPT_EVENT = /^(FunctionCall|EvaluateScript|v8\.compileModule|TimerFire)$/;
const ASSET = /\/assets\/[^"]+\.js/;

const within = (task, event) =>
  event.pid === task.pid &&
  event.tid === task.tid &&
  event.ts >= task.ts &&
  event.ts < task.ts + task.dur;

/**
 * `events`: one load's trace events. Returns `{ chunk, ms }` for each main-thread task after the
 * first contentful paint that ran one of our chunks (`chunk` its name without the hash) or was
 * a timer with no script named in it: `nextTask`'s, which resumes the app's steps (`timer`).
 */
export function ourTasks(events) {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (paint === undefined) return [];
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      typeof event.dur === 'number' &&
      event.pid === paint.pid &&
      event.tid === paint.tid &&
      event.ts > paint.ts,
  );
  const found = [];
  for (const task of tasks) {
    const inside = events.filter((event) => event !== task && within(task, event));
    const script = inside.find(
      (event) => SCRIPT_EVENT.test(event.name) && ASSET.test(JSON.stringify(event.args ?? {})),
    );
    const ms = task.dur / 1000;
    if (script !== undefined) {
      const url = ASSET.exec(JSON.stringify(script.args))?.[0] ?? '';
      found.push({ chunk: chunkName(url), ms });
    } else if (inside.some((event) => event.name === 'TimerFire')) {
      found.push({ chunk: 'timer', ms });
    }
  }
  return found;
}

/**
 * `loads`: one `ourTasks` list per load. Returns a row per chunk, most time first: tasks per
 * load, total milliseconds per load, the longest task, and tasks of `longMs` or more per load
 * (12.5 ms: 50 ms, a long task, once Lighthouse's model of a phone multiplies it by 4).
 */
export function summarizeTasks(loads, longMs = 12.5) {
  const chunks = new Set(loads.flat().map((task) => task.chunk));
  const perLoad = (value, places) => {
    const scale = 10 ** places;
    return Math.round((value / Math.max(loads.length, 1)) * scale) / scale;
  };
  const rows = [...chunks].map((chunk) => {
    const times = loads
      .flat()
      .filter((task) => task.chunk === chunk)
      .map((task) => task.ms);
    return {
      chunk,
      tasksPerLoad: perLoad(times.length, 2),
      msPerLoad: perLoad(
        times.reduce((sum, ms) => sum + ms, 0),
        1,
      ),
      longestMs: Math.round(Math.max(0, ...times) * 10) / 10,
      longPerLoad: perLoad(times.filter((ms) => ms >= longMs).length, 2),
    };
  });
  return rows.sort((a, b) => b.msPerLoad - a.msPerLoad);
}
