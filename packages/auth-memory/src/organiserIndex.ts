import type { OrganiserTotals, RegistrationQuery, RegistrationSort } from '@apex/auth-port';
import { guardianStatusOf, normalizeRegistrationNumber, registrationNumberOf } from '@apex/core';
import { matchesSearch, type SearchSources, searchSourcesOf, searchText } from '@apex/server';
import type { RegistrationRecord } from './state.ts';

/**
 * The organiser's view of an edition's registrations, as Firestore serves it from the fields the
 * server writes (`registrationNumber`, `searchName` normalised by @apex/server's searchText, and
 * `searchTerms`, matched here by the server's own rule, matchesSearch). Each list the store holds gets its index once; a row is reused
 * for a record it has seen (the store never mutates a record), and a sort order is made when a
 * query first asks for it. A page is then a binary search from the cursor.
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
  const number = registrationNumberOf(record.editionId, record.uid);
  const { candidateName, schoolName, schoolCity } = record.details;
  return {
    record,
    number,
    searchName: searchText(candidateName),
    searchSources: searchSourcesOf(number, [candidateName, schoolName, schoolCity]),
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

interface StoredIndex extends EditionIndex {
  readonly rowsByRecord: ReadonlyMap<RegistrationRecord, IndexedRegistration>;
}

function storedIndex(
  rowsByRecord: ReadonlyMap<RegistrationRecord, IndexedRegistration>,
): StoredIndex {
  const orders = new Map<RegistrationSort, readonly IndexedRegistration[]>();
  const byNumber = new Map<string, IndexedRegistration>();
  for (const row of rowsByRecord.values()) byNumber.set(row.number, row);
  let totals: OrganiserTotals | undefined;
  return {
    rowsByRecord,
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

/** The index of `records`' edition, reusing the rows of `previous` (an index of an earlier list). */
function derive(
  records: readonly RegistrationRecord[],
  editionId: string,
  previous: StoredIndex | undefined,
): StoredIndex {
  const rowsByRecord = new Map<RegistrationRecord, IndexedRegistration>();
  for (const record of records) {
    if (record.editionId !== editionId) continue;
    rowsByRecord.set(record, previous?.rowsByRecord.get(record) ?? indexRow(record));
  }
  return storedIndex(rowsByRecord);
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
  const search = searchText(query.search ?? '');
  if (search === '') return true;
  const number = normalizeRegistrationNumber(search);
  if (number !== null) return row.number === number;
  return matchesSearch(row.searchSources, search);
}
