import {
  BackendError,
  type OrganiserRegistrationQuery,
  type OrganiserRegistrationRow,
  type OrganiserService,
  type OrganiserTotals,
  type PublishProgress,
} from '@apex/auth-port';
import { INDIAN_STATES_AND_UNION_TERRITORIES, REGISTRATION_GRADES } from '@apex/core';
import type { FirebaseApp } from 'firebase/app';
import type { User } from 'firebase/auth';
import {
  type DocumentData,
  documentId,
  doc,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  type Query,
  query,
  type QueryConstraint,
  startAfter,
  Timestamp,
  where,
  collection,
} from 'firebase/firestore/lite';
import type { CallFunction } from './callables.ts';
import { backendErrorFor, toBackendError } from './errors.ts';
import { firestoreOf } from './firestore.ts';
import type { HostAndPort } from './options.ts';
import { registrationFromDocument } from './registrationDocument.ts';

/**
 * What the console sorts by, as stored fields (the registration trigger writes them,
 * apps/functions/src/registrationIndexFields.ts); firestore.indexes.json has an index for each
 * filter with each sort, both ways (organiserIndexes.test.ts keeps them in step).
 */
export const ORGANISER_SORT_FIELDS = {
  name: 'searchName',
  number: 'registrationNumber',
  grade: 'grade',
  state: 'schoolState',
} as const satisfies Record<OrganiserRegistrationQuery['sort'], string>;

/** The console's filters, as stored fields; `searchTerms` is matched with `array-contains`. */
export const ORGANISER_FILTER_FIELDS = ['grade', 'schoolState', 'guardianStatus', 'searchTerms'] as const;

/** Lower case, one space between words: the server stores the search words so (searchTerms). */
export function searchTermOf(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('en-IN').trim().replace(/\s+/g, ' ');
}

/** The opaque cursor: the last row's sort value and document id, base64url JSON. */
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
  throw backendErrorFor('organiser/invalid-cursor');
}

/**
 * The organiser console on Firebase (issue 29): paged, filtered, sorted queries with query cursors
 * and count() totals, which firestore.rules allow only to the `organiser` claim; publishing is the
 * `publishResults` callable. Every call checks the claim first, so a non-organiser is told so
 * plainly rather than by Firestore's one "permission denied".
 */
export function createOrganiserService(
  app: FirebaseApp,
  signedInUser: () => Promise<User>,
  call: CallFunction,
  emulator?: HostAndPort,
): OrganiserService {
  const db = firestoreOf(app, emulator);
  const registrations = (editionId: string) =>
    collection(db, 'editions', editionId, 'registrations');

  async function requireOrganiser(): Promise<void> {
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

  async function totals(editionId: string): Promise<OrganiserTotals> {
    await requireOrganiser();
    const all = registrations(editionId);
    const confirmed = where('guardianStatus', '==', 'confirmed');
    try {
      // Each count is one aggregation query on the server (a read per 1,000 entries), never the
      // documents: 2 + 2 per grade + 2 per state, in parallel.
      const [registered, confirmedCount, awaiting, grades, states] = await Promise.all([
        counted(all),
        counted(all, confirmed),
        counted(all, where('guardianStatus', '==', 'awaiting-guardian')),
        Promise.all(
          REGISTRATION_GRADES.map(async (grade) => {
            const inGrade = where('grade', '==', grade);
            const [gradeRegistered, gradeConfirmed] = await Promise.all([
              counted(all, inGrade),
              counted(all, inGrade, confirmed),
            ]);
            return [grade, { registered: gradeRegistered, confirmed: gradeConfirmed }] as const;
          }),
        ),
        Promise.all(
          INDIAN_STATES_AND_UNION_TERRITORIES.map(async (state) => {
            const inState = where('schoolState', '==', state);
            const [stateRegistered, stateConfirmed] = await Promise.all([
              counted(all, inState),
              counted(all, inState, confirmed),
            ]);
            return [state, { registered: stateRegistered, confirmed: stateConfirmed }] as const;
          }),
        ),
      ]);
      return {
        registered,
        confirmed: confirmedCount,
        awaitingGuardian: awaiting,
        byGrade: Object.fromEntries(grades.filter(([, counts]) => counts.registered > 0)),
        byState: Object.fromEntries(states.filter(([, counts]) => counts.registered > 0)),
      };
    } catch (error) {
      throw toBackendError(error, 'organiser');
    }
  }

  async function page(
    editionId: string,
    request: OrganiserRegistrationQuery,
  ): Promise<{ rows: OrganiserRegistrationRow[]; next: string | null }> {
    await requireOrganiser();
    const sortField = ORGANISER_SORT_FIELDS[request.sort];
    const constraints: QueryConstraint[] = [];
    const search = searchTermOf(request.search ?? '');
    if (search !== '') constraints.push(where('searchTerms', 'array-contains', search));
    if (request.grade !== undefined) constraints.push(where('grade', '==', request.grade));
    if (request.state !== undefined) constraints.push(where('schoolState', '==', request.state));
    if (request.status !== undefined) constraints.push(where('guardianStatus', '==', request.status));
    constraints.push(orderBy(sortField, request.direction), orderBy(documentId(), request.direction));
    if (request.after !== undefined) {
      const [value, id] = decodeCursor(request.after);
      constraints.push(startAfter(value, id));
    }
    // One more than the page: whether there is a next page, without a second query.
    constraints.push(limit(request.pageSize + 1));
    let documents;
    try {
      documents = (await getDocs(query(registrations(editionId), ...constraints))).docs;
    } catch (error) {
      throw toBackendError(error, 'organiser');
    }
    const shown = documents.slice(0, request.pageSize);
    const rows = await Promise.all(
      shown.map((document) => registrationFromDocument(editionId, document.id, document.data())),
    );
    const last = shown.at(-1);
    const next =
      documents.length > request.pageSize && last !== undefined
        ? encodeCursor(last.get(sortField), last.id)
        : null;
    return { rows: rows.map((registration, index) => ({ ...registration, uid: shown[index]?.id ?? '' })), next };
  }

  async function publishProgress(editionId: string): Promise<PublishProgress | null> {
    await requireOrganiser();
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
      await requireOrganiser();
      const answer = await call(
        'publishResults',
        { editionId, rows: rows.map(({ registrationNumber, scorePercent }) => ({ registrationNumber, scorePercent })) },
        'organiser/unavailable',
      );
      if (typeof answer !== 'object' || answer === null) throw backendErrorFor('organiser/unavailable');
      const { published, certificates, mailed } = answer as Record<string, unknown>;
      if (typeof published !== 'number' || typeof certificates !== 'number' || typeof mailed !== 'number') {
        throw new BackendError('organiser/unavailable', 'organiser/unavailable');
      }
      return { published, certificates, mailed };
    },
    publishProgress,
  };
}
