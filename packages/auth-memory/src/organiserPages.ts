import {
  BackendError,
  ORGANISER_MAX_PAGE_SIZE,
  type OrganiserRegistrationRow,
  type RegistrationFilters,
  type RegistrationPage,
  type RegistrationQuery,
} from '@apex/auth-port';
import { normalizeRegistrationNumber } from '@apex/core';
import { base64Url } from '@apex/server';
import { toRegistration } from './memoryRegistrations.ts';
import {
  type EditionIndex,
  type IndexedRegistration,
  matches,
  positionOf,
  sortKey,
} from './organiserIndex.ts';

/** What a cursor holds: which query made it, and the last row's place in the order. */
interface Cursor {
  readonly query: string;
  readonly key: readonly (string | number)[];
}

/** The query without its cursor: a cursor only goes on the query that made it. */
function fingerprint(query: RegistrationQuery): string {
  return JSON.stringify([
    query.sort,
    query.direction,
    query.search?.trim().toLowerCase() ?? '',
    query.grade ?? null,
    query.state ?? null,
    query.status ?? null,
  ]);
}

function encodeCursor(cursor: Cursor): string {
  return base64Url(new TextEncoder().encode(JSON.stringify(cursor)));
}

const invalidQuery = () => new BackendError('organiser/invalid-query', 'organiser/invalid-query');

function decodeCursor(text: string, query: RegistrationQuery): Cursor['key'] {
  let parsed: unknown;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    parsed = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
  } catch {
    throw invalidQuery();
  }
  if (typeof parsed !== 'object' || parsed === null || !('query' in parsed) || !('key' in parsed)) {
    throw invalidQuery();
  }
  const { key } = parsed;
  if (parsed.query !== fingerprint(query) || !Array.isArray(key)) throw invalidQuery();
  if (!key.every((part) => typeof part === 'string' || typeof part === 'number')) {
    throw invalidQuery();
  }
  return key;
}

export function toOrganiserRow(row: IndexedRegistration): OrganiserRegistrationRow {
  return { ...toRegistration(row.record, row.number), uid: row.record.uid };
}

/**
 * One page of the edition's registrations: the rows after the cursor in the query's order that
 * meet its filters, and a cursor when more follow. A registration number as the search goes
 * straight to its one row.
 */
export function registrationPage(index: EditionIndex, query: RegistrationQuery): RegistrationPage {
  if (
    !Number.isInteger(query.pageSize) ||
    query.pageSize < 1 ||
    query.pageSize > ORGANISER_MAX_PAGE_SIZE
  ) {
    throw invalidQuery();
  }
  const key = query.after === undefined ? undefined : decodeCursor(query.after, query);
  const number = normalizeRegistrationNumber(query.search ?? '');
  if (number !== null) {
    const row = index.byNumber.get(number);
    const rows = row !== undefined && key === undefined && matches(row, query) ? [row] : [];
    return { rows: rows.map(toOrganiserRow), next: null };
  }
  const order = index.sorted(query.sort);
  const ascending = query.direction === 'asc';
  let position: number;
  if (key === undefined) position = ascending ? 0 : order.length - 1;
  else {
    // Ascending, the first row strictly after the cursor's place; descending, the last one
    // strictly before it.
    position = ascending
      ? positionOf(order, query.sort, key, false)
      : positionOf(order, query.sort, key, true) - 1;
  }
  const step = ascending ? 1 : -1;
  const found: IndexedRegistration[] = [];
  let more = false;
  for (; position >= 0 && position < order.length; position += step) {
    const row = order[position];
    if (row === undefined || !matches(row, query)) continue;
    if (found.length === query.pageSize) {
      more = true;
      break;
    }
    found.push(row);
  }
  const last = found.at(-1);
  return {
    rows: found.map(toOrganiserRow),
    next:
      more && last !== undefined
        ? encodeCursor({ query: fingerprint(query), key: sortKey(last, query.sort) })
        : null,
  };
}

/** How many registrations meet the filters and search: the count the console's pager shows. */
export function registrationCount(index: EditionIndex, filters: RegistrationFilters): number {
  const query: RegistrationQuery = { ...filters, sort: 'number', direction: 'asc', pageSize: 1 };
  const number = normalizeRegistrationNumber(filters.search ?? '');
  if (number !== null) {
    const row = index.byNumber.get(number);
    return row !== undefined && matches(row, query) ? 1 : 0;
  }
  let found = 0;
  for (const row of index.sorted('number')) if (matches(row, query)) found += 1;
  return found;
}
