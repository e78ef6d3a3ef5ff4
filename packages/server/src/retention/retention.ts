import { EDITIONS, registrationDeleteAt } from '@apex/core';

/** The editions whose data must be gone at `now` (their `dataDeleteBy` has begun in India). */
export function expiredEditionIds(now: Date): string[] {
  return EDITIONS.flatMap((edition) => {
    const deleteAt = registrationDeleteAt(edition.id);
    return deleteAt !== null && deleteAt.getTime() <= now.getTime() ? [edition.id] : [];
  });
}

/**
 * "Retention: these ids go" (issue 28): of the registrations given, those of an edition past its
 * `dataDeleteBy` at `now`. Core's editions are the authority, in both shells; each goes with its
 * links, its result and certificate, and a `retention-deletion` entry in the consent log.
 */
export function registrationsPastRetention<T extends { readonly editionId: string }>(
  registrations: readonly T[],
  now: Date,
): T[] {
  const expired = new Set(expiredEditionIds(now));
  return expired.size === 0
    ? []
    : registrations.filter((registration) => expired.has(registration.editionId));
}
