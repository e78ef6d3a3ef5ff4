import type { RegistrationSort } from '@apex/auth-port';
import { registrationNumberOf as memoryRegistrationNumber } from '@apex/core';
import { describe, expect, it } from 'vitest';
import { createEditionIndexes } from './organiserIndex.ts';
import { seededRegistrations } from './seedRegistrations.ts';
import type { RegistrationRecord } from './state.ts';

const NOW = new Date('2024-09-15T12:00:00+05:30');
const SORTS: readonly RegistrationSort[] = ['number', 'name', 'grade', 'state'];
const uids = (rows: readonly { record: RegistrationRecord }[]) => rows.map((row) => row.record.uid);

/** What a fresh index of `records` answers: the reference the derived one must equal. */
function fromScratch(records: readonly RegistrationRecord[]) {
  const index = createEditionIndexes().of(records, '2024');
  return {
    orders: SORTS.map((sort) => uids(index.sorted(sort))),
    totals: index.totals(),
    numbers: [...index.byNumber.keys()].sort(),
  };
}

describe('the organiser indexes', () => {
  it('stay right after a registration is added, confirmed and withdrawn', () => {
    const indexes = createEditionIndexes();
    const [awaiting, withdrawn, ...others] = seededRegistrations(300, '2024', NOW, 0);
    if (withdrawn === undefined || awaiting === undefined) throw new Error('seeded too few');
    const before = [awaiting, withdrawn, ...others];
    indexes.warm(before, '2024');
    const [added] = seededRegistrations(1, '2024', NOW, 300);
    if (added === undefined) throw new Error('seeded too few');
    expect(awaiting.guardianConfirmedAt).toBeNull();
    const confirmed = { ...awaiting, guardianConfirmedAt: NOW.toISOString() };

    const after = [confirmed, ...others, added];
    const index = indexes.of(after, '2024');

    expect(SORTS.map((sort) => uids(index.sorted(sort)))).toEqual(fromScratch(after).orders);
    expect(index.totals()).toEqual(fromScratch(after).totals);
    expect(index.byNumber.has(memoryRegistrationNumber('2024', withdrawn.uid))).toBe(false);
    expect(index.byNumber.get(memoryRegistrationNumber('2024', added.uid))?.record).toBe(added);
    expect(index.byNumber.get(memoryRegistrationNumber('2024', awaiting.uid))?.confirmed).toBe(
      true,
    );
  });

  it('keep the other editions out, and rebuild an order after a large change', () => {
    const indexes = createEditionIndexes();
    const first = seededRegistrations(10, '2024', NOW, 0);
    indexes.warm(first, '2024');
    const many = [...first, ...seededRegistrations(2500, '2024', NOW, 10)];

    const index = indexes.of(many, '2024');

    expect(index.totals().registered).toBe(2510);
    expect(uids(index.sorted('name'))).toEqual(fromScratch(many).orders[1]);
  });

  it('derive each list once: the same list answers the same index', () => {
    const indexes = createEditionIndexes();
    const records = seededRegistrations(5, '2024', NOW, 0);
    expect(indexes.of(records, '2024')).toBe(indexes.of(records, '2024'));
  });
});
