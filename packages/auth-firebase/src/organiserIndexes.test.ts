import { describe, expect, it } from 'vitest';
import { ORGANISER_FILTER_FIELDS, ORGANISER_SORT_FIELDS } from './organiser.ts';
import { readRepoFile } from './rules/rulesFiles.ts';

/**
 * Firestore answers a query with equality filters and an order only with an index for each
 * filter and that order (index merging); the emulator needs none, so this keeps
 * firestore.indexes.json in step with the console's queries (organiser.ts).
 */
interface IndexField {
  readonly fieldPath: string;
  readonly order?: 'ASCENDING' | 'DESCENDING';
  readonly arrayConfig?: 'CONTAINS';
}
interface IndexesJson {
  readonly indexes: readonly {
    readonly collectionGroup: string;
    readonly queryScope: string;
    readonly fields: readonly IndexField[];
  }[];
}

const { indexes } = JSON.parse(readRepoFile('firestore.indexes.json')) as IndexesJson;
const described = new Set(
  indexes
    .filter(
      (index) => index.collectionGroup === 'registrations' && index.queryScope === 'COLLECTION',
    )
    .map((index) =>
      index.fields
        .map((field) => `${field.fieldPath}:${field.arrayConfig ?? field.order}`)
        .join(' '),
    ),
);

const combinations = ORGANISER_FILTER_FIELDS.flatMap((filter) =>
  Object.values(ORGANISER_SORT_FIELDS)
    .filter((sort) => sort !== filter)
    .flatMap((sort) =>
      (['ASCENDING', 'DESCENDING'] as const).map((order) => ({ filter, sort, order })),
    ),
);

describe('the composite indexes of the organiser console', () => {
  it.each(combinations)(
    'cover filtering by $filter, sorted by $sort $order',
    ({ filter, sort, order }) => {
      const first = filter === 'searchTerms' ? `${filter}:CONTAINS` : `${filter}:ASCENDING`;
      expect(described.has(`${first} ${sort}:${order}`)).toBe(true);
    },
  );

  it('are exactly those, none forgotten and none left over', () => {
    expect(described.size).toBe(combinations.length);
  });
});
