import {
  type AuthUser,
  BackendError,
  ORGANISER_MAX_PAGE_SIZE,
  type OrganiserAuditEntry,
  type OrganiserService,
} from '@apex/auth-port';
import {
  type OrganiserAuditFields,
  organiserAuditEntry,
  organiserCallRefusal,
  publishAuditEntries,
} from '@apex/server';
import type { MemoryClock } from './clock.ts';
import type { AttemptResultCall } from './memoryAttemptResults.ts';
import { codeOnlyError, MEMORY_MESSAGES } from './messages.ts';
import type { OperationRunner } from './operations.ts';
import type { MemoryState, OrganiserAuditRecord } from './state.ts';
import type { MemoryStore } from './store.ts';

/**
 * The organisers' audit log in memory (issue 38): the same entries the functions write to
 * `organiserAudit`, decided by @apex/server, appended by this "server" only.
 */

function organiserOf(store: MemoryStore, editionId?: string): AuthUser {
  const user = store.currentUser();
  if (user === null) {
    throw new BackendError('auth/unauthenticated', MEMORY_MESSAGES.unauthenticated);
  }
  // Memory roles change at once: nothing to revoke behind a token here.
  const refusal = organiserCallRefusal(
    { organiserClaim: user.roles.includes('organiser'), revoked: false },
    editionId,
  );
  if (refusal !== null) throw codeOnlyError(refusal);
  return user;
}

/** Appends one decided entry, stamped with the memory clock. */
export function appendAudit(state: MemoryState, fields: OrganiserAuditFields, now: Date): void {
  state.organiserAudit.push({ ...fields, id: crypto.randomUUID(), at: now.toISOString() });
}

const toEntry = (record: OrganiserAuditRecord): OrganiserAuditEntry => ({
  id: record.id,
  action: record.action,
  actor: record.actor,
  subject: record.subject,
  editionId: record.editionId,
  rows: record.rows,
  reason: record.reason ?? null,
  minutes: record.minutes ?? null,
  at: new Date(record.at),
});

/** The organiser service with the log: publishes are logged, exports recorded, the log read. */
export function withOrganiserAudit(
  organiser: Omit<OrganiserService, 'recordExport' | 'auditLog' | AttemptResultCall>,
  store: MemoryStore,
  runner: OperationRunner,
  clock: MemoryClock,
): Omit<OrganiserService, AttemptResultCall> {
  return {
    ...organiser,

    async publishResults(editionId, rows) {
      const outcome = await organiser.publishResults(editionId, rows);
      const actor = store.currentUser()?.email ?? '';
      store.update((state) => {
        for (const entry of publishAuditEntries(actor, editionId, rows.length, outcome)) {
          appendAudit(state, entry, clock.now());
        }
      });
      return outcome;
    },

    recordExport: (editionId, rows) =>
      runner.run('organiser.recordExport', () => {
        const user = organiserOf(store, editionId);
        if (!(Number.isInteger(rows) && rows >= 0)) throw codeOnlyError('organiser/invalid-query');
        const entry = organiserAuditEntry({
          action: 'export',
          actor: user.email ?? '',
          editionId,
          rows,
        });
        store.update((state) => appendAudit(state, entry, clock.now()));
      }),

    auditLog: (query) =>
      runner.run('organiser.auditLog', () => {
        organiserOf(store);
        const { pageSize, after } = query;
        if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > ORGANISER_MAX_PAGE_SIZE) {
          throw codeOnlyError('organiser/invalid-query');
        }
        const newestFirst = [...store.read().organiserAudit].reverse();
        let start = 0;
        if (after !== undefined) {
          const index = newestFirst.findIndex((record) => record.id === after);
          if (index === -1) throw codeOnlyError('organiser/invalid-query');
          start = index + 1;
        }
        const page = newestFirst.slice(start, start + pageSize);
        const last = page.at(-1);
        const more = start + pageSize < newestFirst.length;
        return { entries: page.map(toEntry), next: more && last !== undefined ? last.id : null };
      }),
  };
}
