import {
  type DayCount,
  guardianMailCounterKeys,
  type StoredGuardianMailCounts,
} from '@apex/server';
import type { MemoryState } from './state.ts';

/**
 * The account's and the address's guardian mails today (issue 38), as the functions keep them in
 * `guardianMailCounts`: @apex/server's decisions read and count them.
 */
export function readGuardianMailCounts(
  state: MemoryState,
  uid: string,
  guardianEmail: string,
): StoredGuardianMailCounts {
  const keys = guardianMailCounterKeys(uid, guardianEmail);
  return {
    account: state.guardianMailCounts[keys.account],
    recipient: state.guardianMailCounts[keys.recipient],
  };
}

export function writeGuardianMailCounts(
  state: MemoryState,
  uid: string,
  guardianEmail: string,
  counts: { readonly account: DayCount; readonly recipient: DayCount },
): void {
  const keys = guardianMailCounterKeys(uid, guardianEmail);
  state.guardianMailCounts = {
    ...state.guardianMailCounts,
    [keys.account]: counts.account,
    [keys.recipient]: counts.recipient,
  };
}
