import type { RegistrationQuery, RegistrationSort } from '@apex/auth-port';
import { deleteApp, initializeApp } from 'firebase/app';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganiserService } from './organiser.ts';
import { readRepoFile } from './rules/rulesFiles.ts';
import {
  describeIndex,
  type IndexesJson,
  missingIndex,
  type QueryShape,
  shapeOf,
} from './testing/queryIndexes.ts';
import { userWithClaims } from './testing/signedInUser.ts';

/**
 * firestore.indexes.json against the queries the organiser console really sends (issue 41): every
 * page the table can ask for (each filter, alone and together, each sort both ways, searches of
 * each kind, with and without a cursor) and the totals are run through the adapter, the SDK's
 * REST requests are caught by msw, and each query's shape is checked with Firestore's index rules
 * (testing/queryIndexes.ts). The emulator needs no index, so without this a missing one would
 * first show in production, as a refused query.
 */

const EMULATOR = { host: '127.0.0.1', port: 8399 };
const EDITION = '2024';
const shapes = new Map<string, QueryShape>();

function remember(structuredQuery: unknown): void {
  const shape = shapeOf(structuredQuery);
  shapes.set(JSON.stringify(shape), shape);
}

const server = setupServer(
  // RegExps: the verbs' colons would read as route parameters.
  http.post(/:runQuery$/, async ({ request }) => {
    const body = (await request.json()) as { structuredQuery?: unknown };
    remember(body.structuredQuery);
    return HttpResponse.json([{ readTime: new Date().toISOString() }]);
  }),
  http.post(/:runAggregationQuery$/, async ({ request }) => {
    const body = (await request.json()) as {
      structuredAggregationQuery?: {
        structuredQuery?: unknown;
        aggregations?: { alias: string }[];
      };
    };
    remember(body.structuredAggregationQuery?.structuredQuery);
    const fields = Object.fromEntries(
      (body.structuredAggregationQuery?.aggregations ?? []).map(({ alias }) => [
        alias,
        { integerValue: '0' },
      ]),
    );
    return HttpResponse.json([
      { result: { aggregateFields: fields }, readTime: new Date().toISOString() },
    ]);
  }),
);

const app = initializeApp(
  { apiKey: 'demo-api-key', projectId: 'demo-apex', appId: '1:000000000000:web:0' },
  'organiser-indexes',
);
const organiser = userWithClaims({ organiser: true });
const service = createOrganiserService(
  app,
  () => Promise.resolve(organiser),
  () => Promise.reject(new Error('no callable in this test')),
  EMULATOR,
);

const SORTS: readonly RegistrationSort[] = ['name', 'number', 'grade', 'state'];
/** A name's start, a whole number, several words, and one longer than the stored prefixes. */
const SEARCHES = ['asha', 'ABCD-EFGH-JKLM', 'asha rao pune', 'a'.repeat(60)];
const FILTERS = [{ grade: 7 }, { state: 'Maharashtra' }, { status: 'confirmed' as const }];

type Filters = Omit<RegistrationQuery, 'sort' | 'direction' | 'pageSize'>;

/** Every subset of the filters, with no search and with each kind of search. */
function everyFilter(): Filters[] {
  const subsets: Filters[] = [{}];
  for (const filter of FILTERS) {
    for (const subset of subsets.slice()) subsets.push({ ...subset, ...filter });
  }
  return [undefined, ...SEARCHES].flatMap((search) =>
    subsets.map((subset) => ({ ...subset, ...(search === undefined ? {} : { search }) })),
  );
}

const declared = JSON.parse(readRepoFile('firestore.indexes.json')) as IndexesJson;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await service.totals(EDITION);
  for (const filters of everyFilter()) {
    // "Showing 1–25 of N" (issue 42): the filters' count() aggregation, without an order.
    await service.count(EDITION, filters);
    for (const sort of SORTS) {
      for (const direction of ['asc', 'desc'] as const) {
        const first = { ...filters, sort, direction, pageSize: 25 };
        await service.registrations(EDITION, first);
        // A cursor adds startAfter, which needs no other index; it is sent, to be sure.
        await service.registrations(EDITION, {
          ...first,
          after: btoa(encodeURIComponent('["x","u"]')),
        });
      }
    }
  }
  // The export and the results check: every registration by number, the largest page.
  await service.registrations(EDITION, { sort: 'number', direction: 'asc', pageSize: 500 });
  // The one server query that needs a composite index (issue 40): the scheduled close of overdue
  // attempts, `status == 'open'` and `deadline <` now (apps/functions/src/attempts.ts), which the
  // Admin SDK sends, so it is written here as the shape Firestore orders it by.
  const overdue: QueryShape = {
    collection: 'attempts',
    equalities: ['status'],
    contains: [],
    orders: [{ fieldPath: 'deadline', direction: 'ASCENDING' }],
  };
  shapes.set(JSON.stringify(overdue), overdue);
  // The console's list of a batch's attempts (issue 40, step 5): `grade ==`, `startedAt` in the
  // batch's days, ordered by start and id (apps/functions/src/organiserAttempts.ts, Admin SDK).
  const batchAttempts: QueryShape = {
    collection: 'attempts',
    equalities: ['grade'],
    contains: [],
    orders: [
      { fieldPath: 'startedAt', direction: 'ASCENDING' },
      { fieldPath: '__name__', direction: 'ASCENDING' },
    ],
  };
  shapes.set(JSON.stringify(batchAttempts), batchAttempts);
}, 60_000);

afterAll(async () => {
  server.close();
  await deleteApp(app);
});

describe('the composite indexes of the organiser console (and the close of overdue attempts)', () => {
  it('were checked against the queries the console sends (the totals, the pages and their counts)', () => {
    const sent = [...shapes.values()];
    expect(sent.some((shape) => shape.orders.length === 0)).toBe(true);
    expect(sent.some((shape) => shape.contains.length > 0 && shape.equalities.length > 1)).toBe(
      true,
    );
  });

  it('serve every query the console sends', () => {
    const missing = [...shapes.values()].flatMap((shape) => missingIndex(shape, declared) ?? []);
    expect([...new Set(missing)]).toEqual([]);
  });

  it.each(declared.indexes.map((index) => ({ index, name: describeIndex(index.fields) })))(
    'are each needed: without ($name) a query would be refused',
    ({ index }) => {
      const without = { ...declared, indexes: declared.indexes.filter((other) => other !== index) };
      const refused = [...shapes.values()].filter((shape) => missingIndex(shape, without) !== null);
      expect(refused.length).toBeGreaterThan(0);
    },
  );
});
