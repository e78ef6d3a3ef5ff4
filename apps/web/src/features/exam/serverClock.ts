/**
 * The server's time as the page estimates it between two answers from the server: the last
 * `serverTime` plus the time elapsed since, measured on the monotonic clock (`performance.now`),
 * never the device's wall clock, so a device clock moved by an hour changes nothing (issue 40).
 */
export interface ServerClock {
  /** Takes the server's time from an answer to a call sent at `sentAt` (monotonic ms). */
  sync(serverTime: Date, sentAt: number): void;
  /** The server's time now, in ms since the epoch. */
  now(): number;
}

export function createServerClock(
  serverTime: Date,
  monotonic: () => number = () => performance.now(),
): ServerClock {
  let server = serverTime.getTime();
  let at = monotonic();
  return {
    sync(time, sentAt) {
      // The server answered somewhere between sending and receiving: the midpoint halves the error.
      const received = monotonic();
      server = time.getTime();
      at = (sentAt + received) / 2;
    },
    now: () => server + monotonic() - at,
  };
}

/** Milliseconds left until the deadline, never below 0. */
export function timeLeftMs(deadline: Date, clock: ServerClock): number {
  return Math.max(0, deadline.getTime() - clock.now());
}

/** The minutes left at which the page says so, once each (politely, never every second). */
export const NOTICE_MINUTES = [10, 5] as const;
export type NoticeMinutes = (typeof NOTICE_MINUTES)[number];

/**
 * The notice due when time left goes from `before` to `after` (ms): the smallest mark crossed,
 * or null. A page opened with 7 minutes left says nothing about 10; one that jumps past both says 5.
 */
export function noticeCrossed(before: number, after: number): NoticeMinutes | null {
  const crossed = NOTICE_MINUTES.filter(
    (minutes) => before > minutes * 60_000 && after <= minutes * 60_000,
  );
  return crossed.at(-1) ?? null;
}

/** "mm:ss" of a duration, rounded up to the second (0:01 until the last second is gone). */
export function clockText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
