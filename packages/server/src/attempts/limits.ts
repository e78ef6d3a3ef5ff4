/**
 * The bounds of an organiser's change to an attempt (ADR 0185), apart from the decisions so the
 * browser-safe contract can check a request against them.
 */

/** One grant of extra time is 1 to 40 minutes; a candidate's grants together at most 40. */
export const EXTRA_TIME_MIN_MINUTES = 1;
export const EXTRA_TIME_MAX_MINUTES = 40;
/** A reopened attempt has at least this long from the reopen. */
export const REOPEN_MIN_MINUTES = 10;
/** The longest reason an organiser may give (it is kept in the audit log). */
export const GRANT_REASON_MAX_LENGTH = 300;
