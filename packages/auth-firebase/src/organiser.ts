import {
  ORGANISER_MAX_PAGE_SIZE,
  type OrganiserRegistrationRow,
  type OrganiserService,
  type OrganiserTotals,
  type PublishProgress,
  type RegistrationCount,
  type RegistrationPage,
  type RegistrationQuery,
} from '@apex/auth-port';
import {
  INDIAN_STATES_AND_UNION_TERRITORIES,
  isRegistrationEditionId,
  REGISTRATION_GRADES,
} from '@apex/core';
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
import { backendErrorFor, toBackendError } from './errors.ts';
import { firestoreOf } from './firestore.ts';
import type { HostAndPort } from './options.ts';
import { registrationFromDocument } from './registrationDocument.ts';

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

/** The longest prefix the server stores in `searchTerms` (apps/functions, SEARCH_PREFIX_MAX). */
export const SEARCH_PREFIX_MAX = 40;

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
export function searchTermOf(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('en-IN').trim().replace(/\s+/g, ' ');
}

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
): OrganiserService {
  const db = firestoreOf(app, emulator);
  const registrations = (editionId: string) =>
    collection(db, 'editions', editionId, 'registrations');

  async function requireOrganiser(editionId: string): Promise<void> {
    await requireRole();
    if (!isRegistrationEditionId(editionId)) throw backendErrorFor('registration/unknown-edition');
  }

  /** The `organiser` claim, for calls about no one edition (a paper upload). */
  async function requireRole(): Promise<void> {
    const user = await signedInUser();
    let organiser = false;
    try {
      organiser = (await user.getIdTokenResult()).claims.organiser === true;
    } catch (error) {
      throw toBackendError(error, 'organiser');
    }
    if (!organiser) throw backendErrorFor('organiser/permission-denied');
  }

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

  async function page(editionId: string, request: RegistrationQuery): Promise<RegistrationPage> {
    await requireOrganiser(editionId);
    const { pageSize } = request;
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > ORGANISER_MAX_PAGE_SIZE) {
      throw backendErrorFor('organiser/invalid-query');
    }
    const sortField = ORGANISER_SORT_FIELDS[request.sort];
    const constraints: QueryConstraint[] = [];
    // The server stores every prefix up to SEARCH_PREFIX_MAX characters; a longer search is
    // matched by its prefix, then checked whole here (a page may then show fewer rows).
    const search = searchTermOf(request.search ?? '');
    const searchPrefix = [...search].slice(0, SEARCH_PREFIX_MAX).join('');
    if (search !== '') constraints.push(where('searchTerms', 'array-contains', searchPrefix));
    if (request.grade !== undefined) constraints.push(where('grade', '==', request.grade));
    if (request.state !== undefined) constraints.push(where('schoolState', '==', request.state));
    if (request.status !== undefined)
      constraints.push(where('guardianStatus', '==', request.status));
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
    };
  }

  return {
    totals,
    registrations: page,
    async publishResults(editionId, rows) {
      await requireOrganiser(editionId);
      // The contract sends only each row's number and score, and checks the counts answered.
      const { published, certificates, mailed } = await call(
        'publishResults',
        { editionId, rows: [...rows] },
        'organiser/unavailable',
        PUBLISH_TIMEOUT_MS,
      );
      return { published, certificates, mailed };
    },
    publishProgress,
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
        documents = await getDocs(collection(db, 'editions', editionId, 'assignments'));
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
  };
}
