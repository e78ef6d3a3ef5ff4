import { describe, expect, it } from 'vitest';
import { type IndexesJson, missingIndex, type QueryShape, shapeOf } from './queryIndexes.ts';

const index = (...fields: [string, 'ASCENDING' | 'DESCENDING' | 'CONTAINS'][]) => ({
  collectionGroup: 'people',
  queryScope: 'COLLECTION',
  fields: fields.map(([fieldPath, kind]) =>
    kind === 'CONTAINS'
      ? { fieldPath, arrayConfig: 'CONTAINS' as const }
      : { fieldPath, order: kind },
  ),
});
const none: IndexesJson = { indexes: [] };
const query = (shape: Partial<QueryShape>): QueryShape => ({
  collection: 'people',
  equalities: [],
  contains: [],
  orders: [],
  ...shape,
});
const asc = (fieldPath: string) => ({ fieldPath, direction: 'ASCENDING' as const });
const desc = (fieldPath: string) => ({ fieldPath, direction: 'DESCENDING' as const });

describe('the index a Firestore query needs', () => {
  it('reads the REST structured query the SDK sends', () => {
    const shape = shapeOf({
      from: [{ collectionId: 'people' }],
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [
            { fieldFilter: { field: { fieldPath: 'grade' }, op: 'EQUAL', value: {} } },
            { fieldFilter: { field: { fieldPath: 'terms' }, op: 'ARRAY_CONTAINS', value: {} } },
          ],
        },
      },
      orderBy: [{ field: { fieldPath: 'name' }, direction: 'DESCENDING' }],
    });
    expect(shape).toEqual(
      query({ equalities: ['grade'], contains: ['terms'], orders: [desc('name')] }),
    );
  });

  it('refuses what it does not model, rather than passing it unseen', () => {
    const range = { fieldFilter: { field: { fieldPath: 'age' }, op: 'GREATER_THAN', value: {} } };
    expect(() => shapeOf({ from: [{ collectionId: 'people' }], where: range })).toThrow(
      /unmodelled/,
    );
    expect(() => shapeOf({ from: [{ collectionId: 'people', allDescendants: true }] })).toThrow(
      /collection group/,
    );
  });

  it('needs none for equality filters alone, or one sort: the automatic single-field indexes', () => {
    expect(missingIndex(query({ equalities: ['grade', 'state'] }), none)).toBeNull();
    expect(missingIndex(query({ orders: [desc('name'), desc('__name__')] }), none)).toBeNull();
  });

  it('needs a declared one for a filter and a sort on another field, in the sort’s direction', () => {
    const shape = query({ equalities: ['grade'], orders: [desc('name'), desc('__name__')] });
    expect(missingIndex(shape, none)).toBe('people: grade ASCENDING, name DESCENDING');
    expect(
      missingIndex(shape, { indexes: [index(['grade', 'ASCENDING'], ['name', 'ASCENDING'])] }),
    ).not.toBeNull();
    expect(
      missingIndex(shape, { indexes: [index(['grade', 'ASCENDING'], ['name', 'DESCENDING'])] }),
    ).toBeNull();
  });

  it('merges indexes of several filters with the same sort, and names the one missing', () => {
    const shape = query({
      equalities: ['grade'],
      contains: ['terms'],
      orders: [asc('name'), asc('__name__')],
    });
    const gradeByName = index(['grade', 'ASCENDING'], ['name', 'ASCENDING']);
    expect(missingIndex(shape, { indexes: [gradeByName] })).toBe(
      'people: terms CONTAINS, name ASCENDING',
    );
    expect(
      missingIndex(shape, {
        indexes: [gradeByName, index(['terms', 'CONTAINS'], ['name', 'ASCENDING'])],
      }),
    ).toBeNull();
  });

  it('ignores a sort on a field an equality filter fixes', () => {
    expect(
      missingIndex(
        query({ equalities: ['grade'], orders: [desc('grade'), desc('__name__')] }),
        none,
      ),
    ).toBeNull();
  });

  it('follows fieldOverrides: an exempted field has no single-field index to use', () => {
    const exempt: IndexesJson = {
      indexes: [],
      fieldOverrides: [{ collectionGroup: 'people', fieldPath: 'terms', indexes: [] }],
    };
    expect(missingIndex(query({ contains: ['terms'] }), none)).toBeNull();
    expect(missingIndex(query({ contains: ['terms'] }), exempt)).toBe('people: terms CONTAINS');
  });
});
