import type { MemoryClock } from './clock.ts';
import type { EditionIndexes } from './organiserIndex.ts';
import { seededRegistrations } from './seedRegistrations.ts';
import { seededResults } from './seedResults.ts';
import type { MemoryStore } from './store.ts';

const isSeeded = (uid: string) => uid.startsWith('seed-');

/**
 * Fills the edition with sample registrations up to `count` (issue 43: the development site's
 * `?seed=`): the generator's mix of grades, states, scripts and consent, every fourth confirmed
 * one with a published result and certificate. Idempotent: an edition that already has `count`
 * sample registrations is left as it is, so a page reloaded with `?seed=` adds nothing.
 */
export function seedSampleEdition(
  store: MemoryStore,
  clock: MemoryClock,
  indexes: EditionIndexes,
  organiserName: string,
  count: number,
  editionId: string,
): void {
  const now = clock.now();
  store.update((state) => {
    const inEdition = state.registrations.filter(
      (record) => record.editionId === editionId && isSeeded(record.uid),
    ).length;
    if (inEdition >= count) return;
    const offset = state.registrations.filter((record) => isSeeded(record.uid)).length;
    const made = seededRegistrations(count - inEdition, editionId, now, offset);
    const { results, certificates } = seededResults(made, now, organiserName);
    state.registrations = [...state.registrations, ...made];
    state.results = [...state.results, ...results];
    for (const certificate of certificates) state.certificates[certificate.id] = certificate;
  });
  indexes.warm(store.read().registrations, editionId);
}
