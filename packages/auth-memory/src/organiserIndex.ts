import type { OrganiserTotals, RegistrationQuery, RegistrationSort } from '@apex/auth-port';
import { guardianStatusOf, normalizeRegistrationNumber } from '@apex/core';
import { memoryRegistrationNumber } from './registrationNumber.ts';
import type { RegistrationRecord } from './state.ts';

/**
 * The organiser's view of an edition's registrations, as Firestore would serve it from the fields
 * the server writes (`registrationNumber`, `searchName`, `searchSchool`, `searchCity`) and its
 * indexes: each sort order is built once per state of the registrations (the store replaces the
 * list on every change) and a page is a binary search from the cursor, not a scan of the edition.
 */

export interface IndexedRegistration {
  readonly record: RegistrationRecord;
  readonly number: string;
  readonly searchName: string;
  readonly searchSchool: string;
  readonly searchCity: string;
  readonly confirmed: boolean;
}

/** A row's place in one order: its sort field, then the name and the uid, so every place is unique. */
type SortKey = readonly (string | number)[];

export interface EditionIndex {
  readonly rows: readonly IndexedRegistration[];
  readonly byNumber: ReadonlyMap<string, IndexedRegistration>;
  /** Ascending, built on first use. */
  sorted(sort: RegistrationSort): readonly IndexedRegistration[];
  totals(): OrganiserTotals;
}

// The number is derived (SHA-256) and never changes for a record: computed once per record.
const numbers = new WeakMap<RegistrationRecord, string>();
function numberOf(record: RegistrationRecord): string {
  let number = numbers.get(record);
  if (number === undefined) {
    number = memoryRegistrationNumber(record.editionId, record.uid);
    numbers.set(record, number);
  }
  return number;
}

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

type Count = { registered: number; confirmed: number };

/** The group's count, made on first use. */
function countOf<Key extends string | number>(groups: Record<Key, Count>, key: Key): Count {
  const found = groups[key];
  if (found !== undefined) return found;
  const made = { registered: 0, confirmed: 0 };
  groups[key] = made;
  return made;
}

function buildIndex(records: readonly RegistrationRecord[], editionId: string): EditionIndex {
  const rows: IndexedRegistration[] = records
    .filter((record) => record.editionId === editionId)
    .map((record) => ({
      record,
      number: numberOf(record),
      searchName: record.details.candidateName.toLowerCase(),
      searchSchool: record.details.schoolName.toLowerCase(),
      searchCity: record.details.schoolCity.toLowerCase(),
      confirmed: guardianStatusOf(record) === 'confirmed',
    }));
  const byNumber = new Map(rows.map((row) => [row.number, row]));
  const orders = new Map<RegistrationSort, IndexedRegistration[]>();
  let totals: OrganiserTotals | undefined;
  return {
    rows,
    byNumber,
    sorted(sort) {
      let order = orders.get(sort);
      if (order === undefined) {
        const keyed = rows.map((row) => ({ row, key: sortKey(row, sort) }));
        keyed.sort((a, b) => compareKeys(a.key, b.key));
        order = keyed.map(({ row }) => row);
        orders.set(sort, order);
      }
      return order;
    },
    totals() {
      if (totals !== undefined) return totals;
      const byGrade: Record<number, Count> = {};
      const byState: Record<string, Count> = {};
      let confirmed = 0;
      for (const row of rows) {
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
        registered: rows.length,
        confirmed,
        awaitingGuardian: rows.length - confirmed,
        byGrade,
        byState,
      };
      return totals;
    },
  };
}

const indexes = new WeakMap<readonly RegistrationRecord[], Map<string, EditionIndex>>();

/** The edition's index for this state of the registrations, built once. */
export function editionIndex(
  records: readonly RegistrationRecord[],
  editionId: string,
): EditionIndex {
  let byEdition = indexes.get(records);
  if (byEdition === undefined) {
    byEdition = new Map();
    indexes.set(records, byEdition);
  }
  let index = byEdition.get(editionId);
  if (index === undefined) {
    index = buildIndex(records, editionId);
    byEdition.set(editionId, index);
  }
  return index;
}

/** Whether a row meets the query's filters and search. */
export function matches(row: IndexedRegistration, query: RegistrationQuery): boolean {
  const { details } = row.record;
  if (query.grade !== undefined && details.grade !== query.grade) return false;
  if (query.state !== undefined && details.schoolState !== query.state) return false;
  if (query.status === 'confirmed' && !row.confirmed) return false;
  if (query.status === 'awaiting-guardian' && row.confirmed) return false;
  const search = query.search?.trim().toLowerCase() ?? '';
  if (search === '') return true;
  const number = normalizeRegistrationNumber(search);
  if (number !== null) return row.number === number;
  return (
    row.searchName.startsWith(search) ||
    row.searchSchool.startsWith(search) ||
    row.searchCity.startsWith(search)
  );
}
