import {
  type Account,
  type ConsentLogEntry,
  type ConsentRegistration,
  consentLogEntry,
  decideConsent,
  decideGuardianConfirmation,
  type GuardianFields,
  type GuardianRequest,
  type GuardianToken,
  type ListMailDocument,
  limitGuardianEmail,
  type MailDocument,
  type ManageGrant,
  type ManageWithdrawal,
  type PendingView,
  registrationEndOf,
  registrationsPastRetention,
  statusToRevoke,
  unconfirmedDeletionLog,
  unconfirmedPastLink,
} from '@apex/server';
import { readGuardianMailCounts, writeGuardianMailCounts } from './guardianMailCounts.ts';
import { revokeStatus } from './memoryCredentialStatus.ts';
import type { MemoryState, RegistrationRecord } from './state.ts';

/**
 * The memory backend hosts the server's decisions (@apex/server) over its state, in the same step
 * as the write that triggers them, as the functions run them over Firestore (docs/architecture.md,
 * "The server package and its two shells"). Only the reading and writing of the state is here.
 */

export interface ServerContext {
  readonly now: Date;
  /** Where the mails' links point: the site's origin. */
  readonly siteOrigin: string;
}

/** Whether a record (a registration, a link) is the registration's. */
export const isEntry =
  (editionId: string, uid: string) => (record: { editionId: string; uid: string }) =>
    record.editionId === editionId && record.uid === uid;

/** What the decisions read of a record. */
export function consentView(record: RegistrationRecord): ConsentRegistration {
  return {
    ...record.details,
    guardianConfirmedAt: record.guardianConfirmedAt,
    guardianRequestedAt: record.guardianRequestedAt,
  };
}

/** Appends the decided entry, at the server's time. */
export function appendLog(state: MemoryState, entry: ConsentLogEntry, now: Date): void {
  state.consentLog.push({ ...entry, at: now.toISOString() });
}

/** Queues a decided mail in the outbox (`mail/{id}`). */
export function queueMail(
  state: MemoryState,
  mail: MailDocument | ListMailDocument,
  now: Date,
): void {
  state.mail.push({
    ...mail,
    id: `mail-${state.mail.length + 1}-${now.getTime()}`,
    createdAt: now.toISOString(),
  });
}

/** Forgets every link of the registration, the manage links too (they stop working). */
export function deleteTokensOf(state: MemoryState, record: { editionId: string; uid: string }) {
  for (const [hash, token] of Object.entries(state.guardianTokens)) {
    if (isEntry(record.editionId, record.uid)(token)) delete state.guardianTokens[hash];
  }
  for (const [hash, token] of Object.entries(state.guardianManageTokens)) {
    if (isEntry(record.editionId, record.uid)(token)) delete state.guardianManageTokens[hash];
  }
}

/** Stores a manage link a mail carries (issue 38): only its hash. */
export function writeManageGrant(state: MemoryState, grant: ManageGrant): void {
  state.guardianManageTokens[grant.tokenId] = { ...grant.record };
}

/** Writes a decided guardian request: its link (earlier ones stop working) and its mail. */
export function writeGuardianRequest(
  state: MemoryState,
  request: GuardianRequest,
  now: Date,
): void {
  const { editionId, uid, expiresAt } = request.tokenRecord;
  deleteTokensOf(state, { editionId, uid });
  state.guardianTokens[request.tokenId] = {
    editionId,
    uid,
    expiresAt: expiresAt.toISOString(),
    usedAt: null,
  };
  writeManageGrant(state, request.manage);
  queueMail(state, request.mail, now);
}

function withFields(record: RegistrationRecord, fields: GuardianFields): RegistrationRecord {
  return {
    ...record,
    guardianConfirmedAt: fields.guardianConfirmedAt?.toISOString() ?? null,
    guardianMethod: fields.guardianMethod,
    guardianRequestedAt: fields.guardianRequestedAt?.toISOString() ?? null,
  };
}

/**
 * A registration was written: @apex/server's decideConsent says what follows (nothing, the
 * consent recorded with a notice, or a link to the guardian), and it is written to the state.
 */
export function registrationWritten(
  state: MemoryState,
  before: RegistrationRecord | undefined,
  written: RegistrationRecord,
  account: Account,
  tokens: { readonly token: GuardianToken; readonly manageToken: GuardianToken },
  context: ServerContext,
): RegistrationRecord {
  const { now } = context;
  const decision = decideConsent({
    editionId: written.editionId,
    uid: written.uid,
    before: before === undefined ? null : consentView(before),
    after: consentView(written),
    account,
    now,
    siteOrigin: context.siteOrigin,
    ...tokens,
  });
  if (decision.action === 'none') return written;
  const { uid } = written;
  const { guardianEmail } = written.details;
  // The guardian's mail goes only within the account's and the address's day (issue 38).
  const limited =
    decision.action === 'guardian-email'
      ? limitGuardianEmail(decision, readGuardianMailCounts(state, uid, guardianEmail), now)
      : decision;
  deleteTokensOf(state, written);
  appendLog(state, limited.log, now);
  if (limited.action === 'account-email') {
    writeManageGrant(state, limited.manage);
    queueMail(state, limited.mail, now);
  } else if (limited.action === 'guardian-email') {
    writeGuardianRequest(state, limited.request, now);
    writeGuardianMailCounts(state, uid, guardianEmail, limited.mailCounts);
  }
  return withFields(written, limited.fields);
}

/** The guardian confirmed through their link. */
export function confirmByGuardian(
  state: MemoryState,
  record: RegistrationRecord,
  now: Date,
): RegistrationRecord {
  // Under the notice in force now, which the page showed (issue 38, docs/adr/0152).
  const confirmation = decideGuardianConfirmation({
    editionId: record.editionId,
    uid: record.uid,
    registration: consentView(record),
  });
  appendLog(state, confirmation.log, now);
  return {
    ...record,
    details: { ...record.details, noticeVersion: confirmation.noticeVersion },
    guardianConfirmedAt: now.toISOString(),
    guardianMethod: 'guardian-email',
  };
}

/** Deletes registrations (and their links), logging each deletion as `kind`. */
export function deleteRegistrations(
  state: MemoryState,
  shouldDelete: (record: RegistrationRecord) => boolean,
  kind: 'decline' | 'withdrawal' | 'retention-deletion',
  now: Date,
): void {
  const going = state.registrations.filter(shouldDelete);
  if (going.length === 0) return;
  state.registrations = state.registrations.filter((record) => !shouldDelete(record));
  for (const record of going) {
    deleteTokensOf(state, record);
    deleteResultOf(state, record);
    const entry = consentLogEntry(record.editionId, record.uid, record.details, kind);
    appendLog(state, entry, now);
    recordEnd(state, entry, now);
  }
}

/**
 * Keeps what @apex/server's registrationEndOf leaves the registrant's page after a deletion (issue
 * 38: the guardian withdrew, declined, never confirmed), as `editions/{e}/registrationEnds/{uid}`.
 */
export function recordEnd(state: MemoryState, entry: ConsentLogEntry, now: Date): void {
  const end = registrationEndOf(entry, now);
  if (end === null) return;
  clearEnd(state, entry);
  state.registrationEnds.push({
    editionId: entry.editionId,
    uid: entry.uid,
    reason: end.reason,
    at: end.at.toISOString(),
  });
}

/** Forgets why an earlier registration ended: the account registers again, or is deleted. */
export function clearEnd(state: MemoryState, key: { editionId: string; uid: string }): void {
  state.registrationEnds = state.registrationEnds.filter(
    (end) => !isEntry(key.editionId, key.uid)(end),
  );
}

/** What the rule of unconfirmed.ts reads of a record. */
function pendingView(record: RegistrationRecord): PendingView {
  return {
    confirmed: record.guardianConfirmedAt !== null,
    requestedAt: record.guardianRequestedAt === null ? null : new Date(record.guardianRequestedAt),
  };
}

const unconfirmedIn = (state: MemoryState, now: Date) =>
  unconfirmedPastLink(
    state.registrations.map((record) => ({ record, ...pendingView(record) })),
    now,
  ).map(({ record }) => record);

/**
 * Nothing without consent lingers (issue 38): the registrations no guardian confirmed within the
 * newest link's days and the grace day go, with their links, logged as retention deletions
 * (`guardian-unconfirmed`), and each registrant's page is told why (the schedule's work).
 */
export function deleteUnconfirmed(state: MemoryState, now: Date): void {
  const going = new Set(unconfirmedIn(state, now));
  if (going.size === 0) return;
  state.registrations = state.registrations.filter((record) => !going.has(record));
  for (const record of going) {
    deleteTokensOf(state, record);
    deleteResultOf(state, record);
    const entry = unconfirmedDeletionLog(record.editionId, record.uid, record.details);
    appendLog(state, entry, now);
    recordEnd(state, entry, now);
  }
}

/** Whether any registration waits past its link's days and the grace day (to avoid needless writes). */
export function hasUnconfirmed(state: MemoryState, now: Date): boolean {
  return unconfirmedIn(state, now).length > 0;
}

/**
 * The guardian withdrew consent from their own page (issue 38): the registration goes with its
 * links, result and certificate, as every deletion; the decided entry is logged and the
 * registrant's mail queued.
 */
export function withdrawByGuardian(
  state: MemoryState,
  record: RegistrationRecord,
  decision: ManageWithdrawal,
  now: Date,
): void {
  state.registrations = state.registrations.filter((entry) => entry !== record);
  deleteTokensOf(state, record);
  deleteResultOf(state, record);
  appendLog(state, decision.log, now);
  // The registrant's page says the guardian withdrew, not only the mail (issue 38).
  recordEnd(state, decision.log, now);
  if (decision.mail !== null) queueMail(state, decision.mail, now);
}

/** The result and certificate hold the candidate's name: they go with the registration. */
function deleteResultOf(state: MemoryState, record: RegistrationRecord): void {
  const result = state.results.find(
    (entry) => entry.editionId === record.editionId && entry.uid === record.uid,
  );
  if (result === undefined) return;
  state.results = state.results.filter((entry) => entry !== result);
  // Its credential is revoked with it (issue 38), as the functions' deleteResult does.
  const revoke = statusToRevoke(state.certificates[result.certificateId]);
  if (revoke !== null) revokeStatus(state, revoke);
  delete state.certificates[result.certificateId];
}

/** Retention: @apex/server's registrationsPastRetention go (the scheduled function's work). */
export function deleteExpired(state: MemoryState, now: Date): void {
  const going = new Set(registrationsPastRetention(state.registrations, now));
  if (going.size > 0)
    deleteRegistrations(state, (record) => going.has(record), 'retention-deletion', now);
  // What the registrants' pages were told (issue 38) goes with the edition's data.
  const ends = new Set(registrationsPastRetention(state.registrationEnds, now));
  if (ends.size > 0)
    state.registrationEnds = state.registrationEnds.filter((end) => !ends.has(end));
}

/** Whether the state holds anything retention would delete now (to avoid needless writes). */
export function hasExpired(state: MemoryState, now: Date): boolean {
  return (
    registrationsPastRetention(state.registrations, now).length > 0 ||
    registrationsPastRetention(state.registrationEnds, now).length > 0
  );
}
