/**
 * Which indexes Firestore needs to answer a query, as its documentation describes them, so a
 * test can hold `firestore.indexes.json` to the queries the adapter really sends. The emulator
 * answers every query without an index; production refuses one it has no index for
 * (FAILED_PRECONDITION, "The query requires an index"), so this model is the only check before a
 * deploy. What it models:
 *
 * - Every field has automatic single-field indexes (ascending, descending, array-contains) in
 *   collection scope unless a `fieldOverrides` entry lists which it keeps (`indexes: []`: none).
 * - An index ends with the document name in the direction of its last field.
 * - A sort on a field that also has an equality filter orders nothing (the value is fixed).
 * - Index merging: equality and `array-contains` filters followed by the same sort can be served
 *   by several indexes, each holding some of the filters and then exactly the sort.
 *
 * Anything else (range or `in` filters, OR, collection groups) is refused as unmodelled, so a new
 * kind of query fails the check until the model is taught it, rather than passing unseen.
 */

export type IndexOrder = 'ASCENDING' | 'DESCENDING';

export interface IndexField {
  readonly fieldPath: string;
  readonly order?: IndexOrder;
  readonly arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  readonly collectionGroup: string;
  readonly queryScope: string;
  readonly fields: readonly IndexField[];
}

export interface FieldOverride {
  readonly collectionGroup: string;
  readonly fieldPath: string;
  readonly indexes: readonly {
    readonly order?: IndexOrder;
    readonly arrayConfig?: 'CONTAINS';
    readonly queryScope: string;
  }[];
}

export interface IndexesJson {
  readonly indexes: readonly CompositeIndex[];
  readonly fieldOverrides?: readonly FieldOverride[];
}

/** A query as the index planner sees it. */
export interface QueryShape {
  readonly collection: string;
  readonly equalities: readonly string[];
  readonly contains: readonly string[];
  readonly orders: readonly { readonly fieldPath: string; readonly direction: IndexOrder }[];
}

const NAME = '__name__';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

function fieldPathOf(filter: Json): string {
  const field = filter.field;
  if (isObject(field) && typeof field.fieldPath === 'string') return field.fieldPath;
  throw new Error(`a filter without a field: ${JSON.stringify(filter)}`);
}

function collectFilters(where: unknown, equalities: string[], contains: string[]): void {
  if (where === undefined) return;
  if (!isObject(where)) throw new Error(`unmodelled filter: ${JSON.stringify(where)}`);
  const composite = where.compositeFilter;
  if (isObject(composite)) {
    if (composite.op !== 'AND' || !Array.isArray(composite.filters)) {
      throw new Error(`unmodelled filter: ${JSON.stringify(where)}`);
    }
    for (const filter of composite.filters) collectFilters(filter, equalities, contains);
    return;
  }
  const field = where.fieldFilter;
  if (isObject(field) && field.op === 'EQUAL') equalities.push(fieldPathOf(field));
  else if (isObject(field) && field.op === 'ARRAY_CONTAINS') contains.push(fieldPathOf(field));
  else throw new Error(`unmodelled filter: ${JSON.stringify(where)}`);
}

/** The shape of a REST `structuredQuery` (what the SDK sends to runQuery and runAggregationQuery). */
export function shapeOf(structuredQuery: unknown): QueryShape {
  if (!isObject(structuredQuery) || !Array.isArray(structuredQuery.from)) {
    throw new Error(`not a structured query: ${JSON.stringify(structuredQuery)}`);
  }
  const [from, ...more] = structuredQuery.from as unknown[];
  if (!isObject(from) || typeof from.collectionId !== 'string' || more.length > 0) {
    throw new Error(`unmodelled source: ${JSON.stringify(structuredQuery.from)}`);
  }
  if (from.allDescendants === true) throw new Error('unmodelled: a collection group query');
  const equalities: string[] = [];
  const contains: string[] = [];
  collectFilters(structuredQuery.where, equalities, contains);
  const orderBy = Array.isArray(structuredQuery.orderBy)
    ? (structuredQuery.orderBy as unknown[])
    : [];
  const orders = orderBy.map((order) => {
    if (!isObject(order)) throw new Error(`unmodelled order: ${JSON.stringify(order)}`);
    return {
      fieldPath: fieldPathOf(order),
      direction:
        order.direction === 'DESCENDING' ? ('DESCENDING' as const) : ('ASCENDING' as const),
    };
  });
  return { collection: from.collectionId, equalities, contains, orders };
}

const describeField = (field: IndexField) =>
  `${field.fieldPath} ${field.arrayConfig ?? field.order}`;

/** An index, as a line a reader (and a test's message) can compare with firestore.indexes.json. */
export function describeIndex(fields: readonly IndexField[]): string {
  return fields.map(describeField).join(', ');
}

/** The single-field indexes Firestore keeps for `field` in `collection` (its overrides applied). */
function singleFieldIndexes(
  declared: IndexesJson,
  collection: string,
  fieldPath: string,
): IndexField[] {
  const override = declared.fieldOverrides?.find(
    (candidate) => candidate.collectionGroup === collection && candidate.fieldPath === fieldPath,
  );
  if (override === undefined) {
    return [
      { fieldPath, order: 'ASCENDING' },
      { fieldPath, order: 'DESCENDING' },
      { fieldPath, arrayConfig: 'CONTAINS' },
    ];
  }
  return override.indexes
    .filter((index) => index.queryScope === 'COLLECTION')
    .map((index) =>
      index.arrayConfig === 'CONTAINS'
        ? { fieldPath, arrayConfig: 'CONTAINS' as const }
        : { fieldPath, order: index.order ?? 'ASCENDING' },
    );
}

/** Where the document name sorts in an index: the direction of its last field. */
function nameDirectionOf(fields: readonly IndexField[]): IndexOrder {
  const last = fields.at(-1);
  if (last?.fieldPath === NAME) return last.order ?? 'ASCENDING';
  return last?.order ?? 'ASCENDING';
}

/**
 * The filters `fields` serves for this query: a leading run of its filters (equality fields in
 * either direction, array fields as CONTAINS), then exactly its sort, the name last in its
 * direction. Null when the index cannot serve it.
 */
function servedFilters(
  fields: readonly IndexField[],
  equalities: ReadonlySet<string>,
  contains: ReadonlySet<string>,
  sort: readonly IndexField[],
  nameDirection: IndexOrder,
): string[] | null {
  const explicitName = fields.at(-1)?.fieldPath === NAME;
  const body = explicitName ? fields.slice(0, -1) : fields;
  if (nameDirectionOf(fields) !== nameDirection) return null;
  const prefixLength = body.length - sort.length;
  if (prefixLength < 0) return null;
  const prefix = body.slice(0, prefixLength);
  const tail = body.slice(prefixLength);
  if (tail.some((field, index) => describeField(field) !== describeField(sort[index] ?? field))) {
    return null;
  }
  const served = prefix.every((field) =>
    field.arrayConfig === 'CONTAINS'
      ? contains.has(field.fieldPath)
      : equalities.has(field.fieldPath),
  );
  return served ? prefix.map((field) => field.fieldPath) : null;
}

/**
 * The index this query needs and `declared` lacks, described for the message (the index to add:
 * its filters, then its sort); null when the declared and automatic indexes serve it.
 */
export function missingIndex(shape: QueryShape, declared: IndexesJson): string | null {
  const equalities = new Set(shape.equalities);
  const contains = new Set(shape.contains);
  const named = shape.orders.find((order) => order.fieldPath === NAME);
  // A sort on a field fixed by an equality filter orders nothing.
  const sort: IndexField[] = shape.orders
    .filter((order) => order.fieldPath !== NAME && !equalities.has(order.fieldPath))
    .map((order) => ({ fieldPath: order.fieldPath, order: order.direction }));
  const nameDirection = named?.direction ?? sort.at(-1)?.order ?? 'ASCENDING';
  const filters = [...equalities, ...contains];
  if (filters.length === 0 && sort.length === 0) return null;

  const composite = declared.indexes
    .filter((index) => index.collectionGroup === shape.collection)
    .filter((index) => index.queryScope === 'COLLECTION')
    .map((index) => index.fields);
  const single = [...new Set([...filters, ...sort.map((field) => field.fieldPath)])].flatMap(
    (field) => singleFieldIndexes(declared, shape.collection, field).map((index) => [index]),
  );
  const covered = new Set<string>();
  let sortServed = false;
  for (const fields of [...composite, ...single]) {
    const served = servedFilters(fields, equalities, contains, sort, nameDirection);
    if (served === null) continue;
    // Without filters an index serves by its sort alone; with them it must hold at least one.
    if (filters.length === 0 || served.length > 0) sortServed = true;
    for (const field of served) covered.add(field);
  }
  const uncovered = filters.filter((field) => !covered.has(field));
  if (sortServed && uncovered.length === 0) return null;
  const need: IndexField[] = [
    ...(uncovered.length === 0 ? filters : uncovered).map((field) =>
      contains.has(field)
        ? { fieldPath: field, arrayConfig: 'CONTAINS' as const }
        : { fieldPath: field, order: 'ASCENDING' as const },
    ),
    ...sort,
  ];
  return `${shape.collection}: ${describeIndex(need)}`;
}
