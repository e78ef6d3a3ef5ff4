import type { OrganiserTotals, RegistrationQuery, RegistrationSort } from '@apex/auth-port';
import { guardianStatusOf, normalizeRegistrationNumber } from '@apex/core';
import { matchesSearch, type SearchSources, searchSourcesOf } from '@apex/server';
import { memoryRegistrationNumber } from './registrationNumber.ts';
import type { RegistrationRecord } from './state.ts';

/**
 * The organiser's view of an edition's registrations, as Firestore would serve it from the fields
 * the server writes (`registrationNumber`, `searchName`, `searchTerms`) and its
 * indexes. Like Firestore's, the indexes are kept up to date as registrations are written, not
 * built by the first query: the store replaces the list on every change, and each new list's index
 * is derived from the previous one, re-sorting only the registrations that changed (found by
 * identity: the store never mutates a record). A page is then a binary search from the cursor.
 */

export interface IndexedRegistration {
  readonly record: RegistrationRecord;
  readonly number: string;
  readonly searchName: string;
  /** What the search matches: the server's rule (@apex/server), as Firestore's `searchTerms`. */
  readonly searchSources: SearchSources;
  readonly confirmed: boolean;
}

/** A row's place in one order: its sort field, then the name and the uid, so every place is unique. */
type SortKey = readonly (string | number)[];

export interface EditionIndex {
  readonly byNumber: ReadonlyMap<string, IndexedRegistration>;
  /** Ascending. */
  sorted(sort: RegistrationSort): readonly IndexedRegistration[];
  totals(): OrganiserTotals;
}

const SORTS: readonly RegistrationSort[] = ['number', 'name', 'grade', 'state'];

/**
 * Past this many changed registrations a sort order is rebuilt rather than patched (each patch is
 * a binary search and a splice of the whole order).
 */
const MOST_PATCHED = 2000;

export function sortKey(row: IndexedRegistration, sort: RegistrationSort): SortKey {
  const rest = [row.searchName, row.record.uid];
  switch (sort) {
    case 'name':
      return rest;
    case 'number':
      return [row.number, row.record.uid];
    case 'grade':
      return [row.record.details.grade, ...rest];
    case 'state':
      return [row.record.details.schoolState, ...rest];
  }
}

export function compareKeys(a: SortKey, b: SortKey): number {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const left = a[index] ?? '';
    const right = b[index] ?? '';
    if (left < right) return -1;
    if (left > right) return 1;
  }
  return 0;
}

/** The first position in `order` whose key is after `key` (or at it, when `inclusive`). */
export function positionOf(
  order: readonly IndexedRegistration[],
  sort: RegistrationSort,
  key: SortKey,
  inclusive: boolean,
): number {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const row = order[middle];
    const compared = row === undefined ? 1 : compareKeys(sortKey(row, sort), key);
    if (compared < 0 || (!inclusive && compared === 0)) low = middle + 1;
    else high = middle;
  }
  return low;
}

type Count = { registered: number; confirmed: number };

/** The group's count, made on first use. */
function countOf<Key extends string | number>(groups: Record<Key, Count>, key: Key): Count {
  const found = groups[key];
  if (found !== undefined) return found;
  const made = { registered: 0, confirmed: 0 };
  groups[key] = made;
  return made;
}

function indexRow(record: RegistrationRecord): IndexedRegistration {
  const number = memoryRegistrationNumber(record.editionId, record.uid);
  const { candidateName, schoolName, schoolCity } = record.details;
  return {
    record,
    number,
    searchSources: searchSourcesOf(number, [candidateName, schoolName, schoolCity]),
    searchName: record.details.candidateName.toLowerCase(),
    confirmed: guardianStatusOf(record) === 'confirmed',
  };
}

function buildOrder(
  rows: Iterable<IndexedRegistration>,
  sort: RegistrationSort,
): IndexedRegistration[] {
  const keyed = Array.from(rows, (row) => ({ row, key: sortKey(row, sort) }));
  keyed.sort((a, b) => compareKeys(a.key, b.key));
  return keyed.map(({ row }) => row);
}

/** `order` without `removed` and with `added`, each put in its place by binary search. */
function patchOrder(
  order: readonly IndexedRegistration[],
  sort: RegistrationSort,
  removed: readonly IndexedRegistration[],
  added: readonly IndexedRegistration[],
): IndexedRegistration[] {
  const patched = order.slice();
  for (const row of removed) {
    const at = positionOf(patched, sort, sortKey(row, sort), true);
    if (patched[at] === row) patched.splice(at, 1);
  }
  for (const row of added) {
    patched.splice(positionOf(patched, sort, sortKey(row, sort), true), 0, row);
  }
  return patched;
}

interface StoredIndex extends EditionIndex {
  readonly rowsByRecord: ReadonlyMap<RegistrationRecord, IndexedRegistration>;
  readonly orders: ReadonlyMap<RegistrationSort, readonly IndexedRegistration[]>;
}

function storedIndex(
  rowsByRecord: ReadonlyMap<RegistrationRecord, IndexedRegistration>,
  orders: Map<RegistrationSort, readonly IndexedRegistration[]>,
): StoredIndex {
  const byNumber = new Map<string, IndexedRegistration>();
  for (const row of rowsByRecord.values()) byNumber.set(row.number, row);
  let totals: OrganiserTotals | undefined;
  return {
    rowsByRecord,
    orders,
    byNumber,
    sorted(sort) {
      let order = orders.get(sort);
      if (order === undefined) {
        order = buildOrder(rowsByRecord.values(), sort);
        orders.set(sort, order);
      }
      return order;
    },
    totals() {
      if (totals !== undefined) return totals;
      const byGrade: Record<number, Count> = {};
      const byState: Record<string, Count> = {};
      let confirmed = 0;
      for (const row of rowsByRecord.values()) {
        const grade = countOf(byGrade, row.record.details.grade);
        const state = countOf(byState, row.record.details.schoolState);
        grade.registered += 1;
        state.registered += 1;
        if (row.confirmed) {
          confirmed += 1;
          grade.confirmed += 1;
          state.confirmed += 1;
        }
      }
      totals = {
        registered: rowsByRecord.size,
        confirmed,
        awaitingGuardian: rowsByRecord.size - confirmed,
        byGrade,
        byState,
      };
      return totals;
    },
  };
}

/** The index of `records`' edition, derived from `previous` (an index of an earlier list). */
function derive(
  records: readonly RegistrationRecord[],
  editionId: string,
  previous: StoredIndex | undefined,
): StoredIndex {
  const rowsByRecord = new Map<RegistrationRecord, IndexedRegistration>();
  const added: IndexedRegistration[] = [];
  for (const record of records) {
    if (record.editionId !== editionId) continue;
    const kept = previous?.rowsByRecord.get(record);
    if (kept !== undefined) rowsByRecord.set(record, kept);
    else {
      const row = indexRow(record);
      rowsByRecord.set(record, row);
      added.push(row);
    }
  }
  if (previous === undefined) return storedIndex(rowsByRecord, new Map());
  const removed: IndexedRegistration[] = [];
  if (rowsByRecord.size - added.length !== previous.rowsByRecord.size) {
    for (const [record, row] of previous.rowsByRecord) {
      if (!rowsByRecord.has(record)) removed.push(row);
    }
  }
  if (added.length === 0 && removed.length === 0) return previous;
  const orders = new Map<RegistrationSort, readonly IndexedRegistration[]>();
  if (added.length + removed.length <= MOST_PATCHED) {
    for (const [sort, order] of previous.orders) {
      orders.set(sort, patchOrder(order, sort, removed, added));
    }
  }
  return storedIndex(rowsByRecord, orders);
}

/**
 * The registrations' indexes of one backend: `of` answers a list's edition index, derived from
 * the last list's; `warm` builds every sort order ahead of the first query (after seeding).
 */
export interface EditionIndexes {
  of(records: readonly RegistrationRecord[], editionId: string): EditionIndex;
  warm(records: readonly RegistrationRecord[], editionId: string): void;
}

export function createEditionIndexes(): EditionIndexes {
  const latest = new Map<
    string,
    { readonly records: readonly RegistrationRecord[]; readonly index: StoredIndex }
  >();
  const of = (records: readonly RegistrationRecord[], editionId: string): StoredIndex => {
    const last = latest.get(editionId);
    if (last?.records === records) return last.index;
    const index = derive(records, editionId, last?.index);
    latest.set(editionId, { records, index });
    return index;
  };
  return {
    of,
    warm(records, editionId) {
      const index = of(records, editionId);
      for (const sort of SORTS) index.sorted(sort);
    },
  };
}

/** Whether a row meets the query's filters and search. */
export function matches(row: IndexedRegistration, query: RegistrationQuery): boolean {
  const { details } = row.record;
  if (query.grade !== undefined && details.grade !== query.grade) return false;
  if (query.state !== undefined && details.schoolState !== query.state) return false;
  if (query.status === 'confirmed' && !row.confirmed) return false;
  if (query.status === 'awaiting-guardian' && row.confirmed) return false;
  const search = query.search ?? '';
  const number = normalizeRegistrationNumber(search);
  if (number !== null) return row.number === number;
  return matchesSearch(row.searchSources, search);
}
