import { pretendNow } from './pretendNow.ts';

/**
 * Where the exam status gets its time. Pages render first with the build's instant, which is the
 * instant the prerendered markup was made with, so hydration matches; then with the visitor's.
 */
export interface ExamClock {
  /** The instant the prerendered pages were rendered at. */
  readonly buildTime: number;
  /** The visitor's instant now. */
  now(): number;
  /** Calls `onChange` when the time may have moved on noticeably; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

/** The visitor's clock; in development only, a pretend day (pretendNow.ts) stands in for it. */
export function visitorNow(): number {
  if (import.meta.env.DEV) {
    const pretend = pretendNow(window.location.search, readStoredToday());
    if (pretend !== undefined) return pretend;
  }
  return Date.now();
}

function readStoredToday(): string | null {
  try {
    return window.localStorage.getItem('apex.today');
  } catch {
    return null;
  }
}

/**
 * A tab left open may be read again days later: coming back to it checks the date again. No timer
 * runs in between.
 */
function subscribeToVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

export const siteClock: ExamClock = {
  buildTime: __APEX_BUILD_TIME__,
  now: visitorNow,
  subscribe: subscribeToVisibility,
};
