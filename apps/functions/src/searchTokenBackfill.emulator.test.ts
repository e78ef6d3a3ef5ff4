import { afterAll, describe, expect, it } from 'vitest';
import { registrationPath } from './paths.ts';
import { backfillSearchTokens } from './searchTokenBackfill.ts';
import { closeAdmin, db, readDocument } from './testing/emulators.ts';
import { clearEdition, seed, withoutTriggers } from './testing/results.ts';

/** `pnpm --filter @apex/functions search-tokens <edition>` on the Firestore emulator (issue 42). */
afterAll(() => closeAdmin());

describe('the search-token backfill', () => {
  it('gives registrations saved before the search words their words, once', async () => {
    await clearEdition('2024');
    // Written with the triggers off: as registrations saved before the trigger wrote the words.
    const seeded = await seed('2024', 3);
    const before = await readDocument(registrationPath('2024', seeded[0]?.uid ?? ''));
    expect(before?.searchTerms).toBeUndefined();

    // Pages of 2, so the backfill goes on past its first page.
    const first = await withoutTriggers(() => backfillSearchTokens(db, '2024', 2));

    expect(first).toEqual({ read: 3, updated: 3 });
    for (const { uid, number } of seeded) {
      const data = await readDocument(registrationPath('2024', uid));
      expect(data?.registrationNumber).toBe(number);
      expect(data?.searchTerms).toEqual(
        expect.arrayContaining([number.toLowerCase(), 'asha', 'pune']),
      );
    }
    const again = await withoutTriggers(() => backfillSearchTokens(db, '2024', 2));
    expect(again).toEqual({ read: 3, updated: 0 });
  });
});
