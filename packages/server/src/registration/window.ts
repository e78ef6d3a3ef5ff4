import { indianDay, registrationWindowOf } from '@apex/core';

/**
 * Whether the edition takes registrations at `now`, on the Indian day (both ends included): what
 * firestore.rules' `isRegistrationOpen` judges on Firebase (its windows are generated from the same
 * editions), and the memory backend asks here.
 */
export function isRegistrationOpen(editionId: string, now: Date): boolean {
  const window = registrationWindowOf(editionId);
  const today = indianDay(now.getTime());
  return window !== null && today >= window.start && today <= window.end;
}
