/**
 * The memory server's clock: the caller's (the dev site's pretend day, a test's fixed instant) or
 * the machine's, moved on by `advance` so tests can make a link expire or a day pass.
 */
export interface MemoryClock {
  now(): Date;
  advance(ms: number): void;
}

export function createMemoryClock(source: () => number = Date.now): MemoryClock {
  let offsetMs = 0;
  return {
    now: () => new Date(source() + offsetMs),
    advance(ms) {
      offsetMs += ms;
    },
  };
}
