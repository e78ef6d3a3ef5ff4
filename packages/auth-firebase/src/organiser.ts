import type { OrganiserAttemptService } from '@apex/auth-port';
import {
  BACKEND_READ_TIMEOUT_MS,
  ORGANISER_MAX_PAGE_SIZE,
  type OrganiserRegistrationRow,
  type OrganiserService,
  type OrganiserTotals,
  type PublishedResultPage,
  type PublishProgress,
  type RegistrationCount,
  type RegistrationFilters,
  type RegistrationPage,
  type RegistrationQuery,
} from '@apex/auth-port';
import {
  INDIAN_STATES_AND_UNION_TERRITORIES,
  isRegistrationEditionId,
  REGISTRATION_GRADES,
} from '@apex/core';
import { searchQueryTerm, searchText } from '@apex/server/contract';
import type { FirebaseApp } from 'firebase/app';
import type { User } from 'firebase/auth';
import {
  collection,
  type DocumentData,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  type Query,
  type QueryConstraint,
  type QuerySnapshot,
  query,
  startAfter,
  Timestamp,
  where,
} from 'firebase/firestore/lite';
import type { CallFunction } from './callables.ts';
import { withDeadline } from './deadline.ts';
import { backendErrorFor, toBackendError } from './errors.ts';
import { firestoreOf } from './firestore.ts';
import type { HostAndPort } from './options.ts';
import { requireOrganiserClaim } from './organiserClaim.ts';
import { registrationFromDocument } from './registrationDocument.ts';
import { resultOf } from './results.ts';

/**
 * What the console sorts by, as stored fields (the registration trigger writes them,
 * apps/functions/src/registrationIndexFields.ts); firestore.indexes.json has an index for each
 * filter with each sort, both ways, which Firestore merges for several filters
 * (organiserIndexes.test.ts checks every query this file sends against them).
 */
export const ORGANISER_SORT_FIELDS = {
  name: 'searchName',
  number: 'registrationNumber',
  grade: 'grade',
  state: 'schoolState',
} as const satisfies Record<RegistrationQuery['sort'], string>;

/** The publish callable may run for its 60 minutes: the client waits as long. */
export const PUBLISH_TIMEOUT_MS = 3_600_000;

/** A search longer than the stored prefixes: the start of the name, school or city, whole. */
function matchesLongSearch(data: DocumentData, search: string): boolean {
  return ['searchName', 'searchSchool', 'searchCity'].some((field) => {
    const value: unknown = data[field];
    return typeof value === 'string' && value.startsWith(search);
  });
}

/** Lower case, one space between words: the server stores the search words so (searchTerms). */
export const searchTermOf = searchText;

/** The opaque cursor: the last row's sort value and document id, as base64 of URI-encoded JSON. */
export function encodeCursor(value: unknown, id: string): string {
  return btoa(encodeURIComponent(JSON.stringify([value, id])));
}

export function decodeCursor(cursor: string): [unknown, string] {
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(atob(cursor)));
    if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[1] === 'string') {
      return [parsed[0], parsed[1]];
    }
  } catch {
    // Falls through to the refusal: a cursor is only ever one this adapter gave.
  }
  throw backendErrorFor('organiser/invalid-query');
}

/**
 * The organiser console on Firebase (issue 29): paged, filtered, sorted queries with query cursors
 * and count() totals, which firestore.rules allow only to the `organiser` claim; publishing is the
 * `publishResults` callable. Every call checks the claim first, so a non-organiser is told so
 * plainly rather than by Firestore's one "permission denied".
 */
export function createOrganiserService(
  app: FirebaseApp,
  signedInUser: () => Promise<Pick<User, 'getIdTokenResult'>>,
  call: CallFunction,
  emulator?: HostAndPort,
  readTimeoutMs: number = BACKEND_READ_TIMEOUT_MS,
): Omit<OrganiserService, 'recordExport' | 'auditLog' | keyof OrganiserAttemptService> {
  const db = firestoreOf(app, emulator);
  const registrations = (editionId: string) =>
    collection(db, 'editions', editionId, 'registrations');

  async function requireOrganiser(editionId: string): Promise<void> {
    await requireRole();
    if (!isRegistrationEditionId(editionId)) throw backendErrorFor('registration/unknown-edition');
  }

  /** The `organiser` claim, for calls about no one edition (a paper upload). */
  const requireRole = () => requireOrganiserClaim(signedInUser);

  async function counted(base: Query<DocumentData>, ...constraints: QueryConstraint[]) {
    return (await getCount(query(base, ...constraints))).data().count;
  }

  /**
   * Registered and confirmed among the registrations matching `constraints`. A registration
   * counts once the server has indexed it (its `guardianStatus`, a moment after the save): the
   * table lists exactly those, so the totals and the table always agree.
   */
  async function countsOf(editionId: string, ...constraints: QueryConstraint[]) {
    const all = registrations(editionId);
    const [confirmed, awaiting] = await Promise.all([
      counted(all, ...constraints, where('guardianStatus', '==', 'confirmed')),
      counted(all, ...constraints, where('guardianStatus', '==', 'awaiting-guardian')),
    ]);
    return { registered: confirmed + awaiting, confirmed, awaiting };
  }

  /** The groups anybody registered in, with their counts. */
  async function groups<K extends string | number>(
    editionId: string,
    keys: readonly K[],
    field: string,
  ): Promise<Record<K, RegistrationCount>> {
    const counts = await Promise.all(
      keys.map(async (key) => {
        const { registered, confirmed } = await countsOf(editionId, where(field, '==', key));
        return [key, { registered, confirmed }] as const;
      }),
    );
    return Object.fromEntries(counts.filter(([, count]) => count.registered > 0)) as Record<
      K,
      RegistrationCount
    >;
  }

  async function totals(editionId: string): Promise<OrganiserTotals> {
    await requireOrganiser(editionId);
    try {
      // Each count is an aggregation query (a read per 1,000 index entries), never the documents:
      // 2, plus 2 per grade and 2 per state, all at once.
      const [all, byGrade, byState] = await Promise.all([
        countsOf(editionId),
        groups(editionId, REGISTRATION_GRADES, 'grade'),
        groups(editionId, INDIAN_STATES_AND_UNION_TERRITORIES, 'schoolState'),
      ]);
      return {
        registered: all.registered,
        confirmed: all.confirmed,
        awaitingGuardian: all.awaiting,
        byGrade,
        byState,
      };
    } catch (error) {
      throw toBackendError(error, 'organiser');
    }
  }

  /** The filters' constraints: the search's one `array-contains`, then equalities. */
  function filterConstraints(request: RegistrationFilters): QueryConstraint[] {
    const constraints: QueryConstraint[] = [];
    const search = searchTermOf(request.search ?? '');
    if (search !== '') {
      constraints.push(where('searchTerms', 'array-contains', searchQueryTerm(search)));
    }
    if (request.grade !== undefined) constraints.push(where('grade', '==', request.grade));
    if (request.state !== undefined) constraints.push(where('schoolState', '==', request.state));
    if (request.status !== undefined) {
      constraints.push(where('guardianStatus', '==', request.status));
    }
    return constraints;
  }

  async function count(editionId: string, filters: RegistrationFilters): Promise<number> {
    await requireOrganiser(editionId);
    try {
      // An aggregation (a read per 1,000 index entries), never the documents. A search longer
      // than a token is counted by its prefix, as the page's query finds it.
      return await counted(registrations(editionId), ...filterConstraints(filters));
    } catch (error) {
      throw toBackendError(error, 'organiser');
    }
  }

  async function page(editionId: string, request: RegistrationQuery): Promise<RegistrationPage> {
    await requireOrganiser(editionId);
    const { pageSize } = request;
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > ORGANISER_MAX_PAGE_SIZE) {
      throw backendErrorFor('organiser/invalid-query');
    }
    const sortField = ORGANISER_SORT_FIELDS[request.sort];
    // The server stores every prefix, up to the contract's SEARCH_PREFIX_MAX characters, of each word and each
    // whole text (@apex/server's searchTokensOf); a longer search is matched by its prefix, then
    // checked whole here (a page may then show fewer rows).
    const search = searchTermOf(request.search ?? '');
    const searchPrefix = searchQueryTerm(search);
    const constraints = filterConstraints(request);
    constraints.push(
      orderBy(sortField, request.direction),
      orderBy(documentId(), request.direction),
    );
    if (request.after !== undefined) {
      const [value, id] = decodeCursor(request.after);
      constraints.push(startAfter(value, id));
    }
    // One more than the page: whether there is a next page, without a second query.
    constraints.push(limit(pageSize + 1));
    const documents = await getDocs(query(registrations(editionId), ...constraints)).then(
      (snapshot) => snapshot.docs,
      (error: unknown) => {
        throw toBackendError(error, 'organiser');
      },
    );
    const shown = documents.slice(0, pageSize);
    const matching = shown.filter(
      (document) => searchPrefix === search || matchesLongSearch(document.data(), search),
    );
    const rows: OrganiserRegistrationRow[] = await Promise.all(
      matching.map(async (document) => ({
        ...(await registrationFromDocument(editionId, document.id, document.data())),
        uid: document.id,
      })),
    );
    const last = shown.at(-1);
    const next =
      documents.length > pageSize && last !== undefined
        ? encodeCursor(last.get(sortField), last.id)
        : null;
    return { rows, next };
  }

  async function publishProgress(editionId: string): Promise<PublishProgress | null> {
    await requireOrganiser(editionId);
    let data: DocumentData | undefined;
    try {
      data = (await getDoc(doc(db, 'publishRuns', editionId))).data();
    } catch (error) {
      throw toBackendError(error, 'organiser');
    }
    if (data === undefined) return null;
    const time = (value: unknown) => (value instanceof Timestamp ? value.toDate() : null);
    const status = data.status;
    return {
      total: typeof data.total === 'number' ? data.total : 0,
      written: typeof data.written === 'number' ? data.written : 0,
      status: status === 'done' || status === 'failed' ? status : 'running',
      startedAt: time(data.startedAt) ?? new Date(0),
      finishedAt: time(data.finishedAt),
      rowsDigest: status === 'done' && typeof data.rowsDigest === 'string' ? data.rowsDigest : null,
    };
  }

  async function publishedResults(
    editionId: string,
    { pageSize, after }: { readonly pageSize: number; readonly after?: string },
  ): Promise<PublishedResultPage> {
    await requireOrganiser(editionId);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > ORGANISER_MAX_PAGE_SIZE) {
      throw backendErrorFor('organiser/invalid-query');
    }
    let documents: readonly { data(): DocumentData }[];
    try {
      const snapshot = await getDocs(
        query(
          collection(db, 'editions', editionId, 'results'),
          orderBy('registrationNumber'),
          ...(after === undefined ? [] : [startAfter(after)]),
          limit(pageSize + 1),
        ),
      );
      documents = snapshot.docs;
    } catch (error) {
      throw toBackendError(error, 'organiser');
    }
    const rows = documents
      .slice(0, pageSize)
      .flatMap((document) => resultOf(editionId, document.data()) ?? []);
    return {
      rows,
      next: documents.length > pageSize ? (rows.at(-1)?.registrationNumber ?? null) : null,
    };
  }

  // Each read the console waits on ends: its totals, a page, the progress bar.
  const inTime = <T>(pending: Promise<T>) =>
    withDeadline(pending, readTimeoutMs, 'organiser/unavailable');
  return {
    totals: (editionId) => inTime(totals(editionId)),
    registrations: (editionId, request) => inTime(page(editionId, request)),
    count: (editionId, filters) => inTime(count(editionId, filters)),
    async publishResults(editionId, rows) {
      await requireOrganiser(editionId);
      // The contract sends only each row's number and score, and checks the counts answered.
      const { published, certificates, mailed, added, corrected, unchanged, mailedNow } =
        await call(
          'publishResults',
          { editionId, rows: [...rows] },
          'organiser/unavailable',
          PUBLISH_TIMEOUT_MS,
        );
      return { published, certificates, mailed, added, corrected, unchanged, mailedNow };
    },
    publishProgress: (editionId) => inTime(publishProgress(editionId)),
    publishedResults: (editionId, request) => inTime(publishedResults(editionId, request)),
    async uploadPaper(source) {
      await requireRole();
      return call('uploadPaper', { paper: source }, 'organiser/unavailable', PUBLISH_TIMEOUT_MS);
    },
    async assignPaper(editionId, grade, paperId) {
      await requireOrganiser(editionId);
      await call('assignPaper', { editionId, grade, paperId }, 'organiser/unavailable');
    },
    async assignedPapers(editionId) {
      await requireOrganiser(editionId);
      let documents: QuerySnapshot<DocumentData>;
      try {
        documents = await inTime(getDocs(collection(db, 'editions', editionId, 'assignments')));
      } catch (error) {
        throw toBackendError(error, 'organiser');
      }
      return documents.docs
        .map((document) => ({ grade: document.get('grade'), paperId: document.get('paperId') }))
        .filter(
          (row): row is { grade: number; paperId: string } =>
            typeof row.grade === 'number' && typeof row.paperId === 'string',
        )
        .sort((a, b) => a.grade - b.grade);
    },
    // The built-in test's results (issue 40, step 5): the callables read the attempts and scores.
    async attemptResults(editionId) {
      await requireOrganiser(editionId);
      return call('attemptResults', { editionId }, 'organiser/unavailable', PUBLISH_TIMEOUT_MS);
    },
    async publishFromAttempts(editionId) {
      await requireOrganiser(editionId);
      const { published, certificates, mailed, added, corrected, unchanged, mailedNow } =
        await call(
          'publishFromAttempts',
          { editionId },
          'organiser/unavailable',
          PUBLISH_TIMEOUT_MS,
        );
      return { published, certificates, mailed, added, corrected, unchanged, mailedNow };
    },
    async itemAnalysis(editionId, grade) {
      await requireOrganiser(editionId);
      return call(
        'itemAnalysis',
        { editionId, grade },
        'organiser/unavailable',
        PUBLISH_TIMEOUT_MS,
      );
    },
  };
}
