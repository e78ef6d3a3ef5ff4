/**
 * A publish's progress (`publishRuns/{edition}`) written at most once every `everyMs` (issue 42):
 * one Firestore document takes about one sustained write a second, and four batches in flight
 * finished ~1.2 a second at 100,000 results (docs/performance.md). Each batch adds what it wrote;
 * a write starts only when none is in flight and `everyMs` has passed since the last one began,
 * carrying everything added meanwhile. What is left at the end goes with the run's last write
 * (`pending()`), which sets the run done or failed.
 */
export const PROGRESS_WRITE_EVERY_MS = 1000;

export interface ProgressThrottle {
  /** Counts `written` more; writes the sum so far when a write is due, resolving after it. */
  add(written: number): Promise<void>;
  /** Waits for a write in flight, then hands over (and forgets) what is not yet written. */
  pending(): Promise<number>;
}

export function progressThrottle(
  write: (written: number) => Promise<void>,
  now: () => number,
  everyMs: number = PROGRESS_WRITE_EVERY_MS,
): ProgressThrottle {
  let unwritten = 0;
  let lastStart = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | null = null;
  return {
    async add(written) {
      unwritten += written;
      if (inFlight !== null || now() - lastStart < everyMs || unwritten === 0) return;
      const carried = unwritten;
      unwritten = 0;
      lastStart = now();
      inFlight = write(carried).finally(() => {
        inFlight = null;
      });
      await inFlight;
    },
    async pending() {
      await inFlight?.catch(() => {});
      const left = unwritten;
      unwritten = 0;
      return left;
    },
  };
}
