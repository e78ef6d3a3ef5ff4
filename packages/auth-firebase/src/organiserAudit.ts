import {
  ORGANISER_MAX_PAGE_SIZE,
  type OrganiserAuditAction,
  type OrganiserAuditEntry,
  type OrganiserAuditPage,
  type OrganiserService,
} from '@apex/auth-port';
import type { FirebaseApp } from 'firebase/app';
import type { User } from 'firebase/auth';
import {
  collection,
  type DocumentData,
  documentId,
  getDocs,
  limit,
  orderBy,
  type QueryConstraint,
  query,
  startAfter,
  Timestamp,
} from 'firebase/firestore/lite';
import type { CallFunction } from './callables.ts';
import { backendErrorFor, toBackendError } from './errors.ts';
import { firestoreOf } from './firestore.ts';
import type { HostAndPort } from './options.ts';
import { decodeCursor, encodeCursor } from './organiser.ts';
import { requireOrganiserClaim } from './organiserClaim.ts';

/** The log the functions write (@apex/server's ORGANISER_AUDIT); firestore.rules let organisers read it. */
const AUDIT = 'organiserAudit';

const ACTIONS: readonly OrganiserAuditAction[] = [
  'export',
  'publish',
  'correction',
  'grant',
  'revoke',
  'extra-time',
  'reopen',
];

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** An entry as the function stored it; one this build does not know is left out. */
function entryOf(id: string, data: DocumentData): OrganiserAuditEntry | null {
  const action = ACTIONS.find((known) => known === data.action);
  if (action === undefined || !(data.at instanceof Timestamp)) return null;
  return {
    id,
    action,
    actor: textOrNull(data.actor) ?? '',
    subject: textOrNull(data.subject),
    editionId: textOrNull(data.editionId),
    rows: typeof data.rows === 'number' ? data.rows : null,
    reason: textOrNull(data.reason),
    minutes: typeof data.minutes === 'number' ? data.minutes : null,
    at: data.at.toDate(),
  };
}

/**
 * The audit log on Firebase (issue 38): an export is recorded by the `recordExport` callable (the
 * export itself happens in the browser), and the log is read newest first, a page at a time.
 */
export function createOrganiserAuditService(
  app: FirebaseApp,
  signedInUser: () => Promise<Pick<User, 'getIdTokenResult'>>,
  call: CallFunction,
  emulator?: HostAndPort,
): Pick<OrganiserService, 'recordExport' | 'auditLog'> {
  const db = firestoreOf(app, emulator);

  const requireOrganiser = () => requireOrganiserClaim(signedInUser);

  return {
    async recordExport(editionId, rows) {
      await requireOrganiser();
      await call('recordExport', { editionId, rows }, 'organiser/unavailable');
    },

    async auditLog({ pageSize, after }): Promise<OrganiserAuditPage> {
      await requireOrganiser();
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > ORGANISER_MAX_PAGE_SIZE) {
        throw backendErrorFor('organiser/invalid-query');
      }
      const constraints: QueryConstraint[] = [orderBy('at', 'desc'), orderBy(documentId(), 'desc')];
      if (after !== undefined) {
        const [millis, id] = decodeCursor(after);
        if (typeof millis !== 'number') throw backendErrorFor('organiser/invalid-query');
        constraints.push(startAfter(Timestamp.fromMillis(millis), id));
      }
      constraints.push(limit(pageSize + 1));
      const documents = await getDocs(query(collection(db, AUDIT), ...constraints)).then(
        (snapshot) => snapshot.docs,
        (error: unknown) => {
          throw toBackendError(error, 'organiser');
        },
      );
      const shown = documents.slice(0, pageSize);
      const entries = shown.flatMap((document) => entryOf(document.id, document.data()) ?? []);
      const last = shown.at(-1);
      const lastAt: unknown = last?.get('at');
      const next =
        documents.length > pageSize && last !== undefined && lastAt instanceof Timestamp
          ? encodeCursor(lastAt.toMillis(), last.id)
          : null;
      return { entries, next };
    },
  };
}
