import { describeLatency, summarise } from './latency.ts';

/**
 * The functions' own times from the Functions emulator's log (`Finished "asia-south1-saveAnswers"
 * in 35.7ms`): the time inside the function, without the emulator's proxy or the caller's network.
 * Only the lines between the bench's `load:` line and its summary count (not the warm-up, not the
 * round trips).
 */
const FINISHED = /Finished "[\w-]+?-(\w+)" in ([\d.]+)ms/;

export function functionTimes(log: string): Map<string, number[]> {
  const times = new Map<string, number[]>();
  let during = false;
  for (const line of log.split('\n')) {
    if (line.startsWith('load:')) during = true;
    else if (line.startsWith('  attempts:')) during = false;
    const finished = during ? FINISHED.exec(line) : null;
    if (finished?.[1] === undefined || finished[2] === undefined) continue;
    const list = times.get(finished[1]) ?? [];
    list.push(Number(finished[2]));
    times.set(finished[1], list);
  }
  return times;
}

export function describeFunctionTimes(log: string): string[] {
  return [...functionTimes(log)].map(
    ([name, times]) => `${name}, inside the function: ${describeLatency(summarise(times))}`,
  );
}
