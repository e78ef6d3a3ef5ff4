import {
  consentNoticeMail,
  editionNameOf,
  guardianLink,
  guardianLinkExpiresAt,
  guardianMail,
  indianDay,
  isSameEmail,
  registrationPageLink,
} from '@apex/core';
import { memoryRegistrationNumber } from './registrationNumber.ts';
import type {
  ConsentLogEntry,
  ConsentMailKind,
  GuardianMethod,
  MemoryState,
  RegistrationRecord,
} from './state.ts';

/**
 * What Cloud Functions do on Firebase after a registration is written (issue 28), done here on the
 * state in the same step as the write: verify the guardian, mail them, keep the consent log, and
 * delete what retention says must go. Pure functions of the state and the clock.
 */

export interface ServerContext {
  readonly now: Date;
  /** Where the mails' links point: the site's origin. */
  readonly siteOrigin: string;
}

const isRegistrationOf =
  (record: { editionId: string; uid: string }) => (other: { editionId: string; uid: string }) =>
    other.editionId === record.editionId && other.uid === record.uid;

export function appendLog(
  state: MemoryState,
  record: RegistrationRecord,
  kind: ConsentLogEntry['kind'],
  now: Date,
  method?: ConsentLogEntry['method'],
): void {
  state.consentLog.push({
    editionId: record.editionId,
    uid: record.uid,
    registrationNumber: memoryRegistrationNumber(record.editionId, record.uid),
    kind,
    ...(method === undefined ? {} : { method }),
    noticeVersion: record.details.noticeVersion,
    noticeLanguage: record.details.noticeLanguage,
    at: now.toISOString(),
  });
}

/** Forgets every link of the registration (they stop working). */
export function deleteTokensOf(state: MemoryState, record: { editionId: string; uid: string }) {
  for (const [hash, token] of Object.entries(state.guardianTokens)) {
    if (isRegistrationOf(record)(token)) delete state.guardianTokens[hash];
  }
}

function queueMail(
  state: MemoryState,
  record: RegistrationRecord,
  kind: ConsentMailKind,
  registrantEmail: string,
  context: ServerContext,
  link?: { url: string; expiresAt: Date },
): void {
  const locale = record.details.noticeLanguage;
  const facts = {
    candidateName: record.details.candidateName,
    grade: record.details.grade,
    guardianName: record.details.guardianName,
    registrantEmail,
    editionName: editionNameOf(record.editionId, locale),
    withdrawUrl: registrationPageLink(context.siteOrigin, locale),
    ...(link === undefined
      ? {}
      : { link: link.url, expiresOn: indianDay(link.expiresAt.getTime()) }),
  };
  const message =
    kind === 'guardian-confirm' ? guardianMail(locale, facts) : consentNoticeMail(locale, facts);
  state.mail.push({
    id: `mail-${state.mail.length + 1}-${context.now.getTime()}`,
    to: record.details.guardianEmail,
    message,
    kind,
    language: locale,
    createdAt: context.now.toISOString(),
  });
}

/**
 * Sends the guardian a new one-time link (the registration's earlier ones stop working) and
 * returns the registration as awaiting them. `token`/`tokenHash` are made by the caller, since
 * hashing is asynchronous and a state change is not.
 */
export function requestGuardian(
  state: MemoryState,
  record: RegistrationRecord,
  registrantEmail: string,
  link: { token: string; tokenHash: string },
  context: ServerContext,
): RegistrationRecord {
  deleteTokensOf(state, record);
  const expiresAt = guardianLinkExpiresAt(context.now);
  state.guardianTokens[link.tokenHash] = {
    editionId: record.editionId,
    uid: record.uid,
    expiresAt: expiresAt.toISOString(),
    usedAt: null,
  };
  const url = guardianLink(context.siteOrigin, record.details.noticeLanguage, link.token);
  queueMail(state, record, 'guardian-confirm', registrantEmail, context, { url, expiresAt });
  return {
    ...record,
    guardianConfirmedAt: null,
    guardianMethod: null,
    guardianRequestedAt: context.now.toISOString(),
  };
}

function confirmed(
  record: RegistrationRecord,
  method: GuardianMethod,
  now: Date,
): RegistrationRecord {
  return { ...record, guardianConfirmedAt: now.toISOString(), guardianMethod: method };
}

/**
 * The reaction to a new registration or a changed guardian address ("email plus"): the account's
 * own verified address confirms at once, with a notice mailed there; any other gets a link.
 */
export function verifyGuardian(
  state: MemoryState,
  record: RegistrationRecord,
  account: { email: string; emailVerified: boolean },
  link: { token: string; tokenHash: string },
  context: ServerContext,
): RegistrationRecord {
  if (account.emailVerified && isSameEmail(record.details.guardianEmail, account.email)) {
    deleteTokensOf(state, record);
    const result = confirmed(record, 'account-email', context.now);
    appendLog(state, result, 'consent', context.now, 'account-email');
    queueMail(state, result, 'consent-notice', account.email, context);
    return { ...result, guardianRequestedAt: null };
  }
  const result = requestGuardian(state, record, account.email, link, context);
  appendLog(state, result, 'consent', context.now, 'guardian-email-pending');
  return result;
}

/** The guardian confirmed through their link. */
export function confirmByGuardian(
  state: MemoryState,
  record: RegistrationRecord,
  now: Date,
): RegistrationRecord {
  const result = confirmed(record, 'guardian-email', now);
  appendLog(state, result, 'confirmation', now, 'guardian-email');
  return result;
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
    appendLog(state, record, kind, now);
  }
}

/** The result and certificate hold the candidate's name: they go with the registration. */
function deleteResultOf(state: MemoryState, record: RegistrationRecord): void {
  const result = state.results.find(
    (entry) => entry.editionId === record.editionId && entry.uid === record.uid,
  );
  if (result === undefined) return;
  state.results = state.results.filter((entry) => entry !== result);
  delete state.certificates[result.certificateId];
}

/** Retention: every registration whose `deleteAt` has come is deleted (the scheduled function). */
export function deleteExpired(state: MemoryState, now: Date): void {
  deleteRegistrations(
    state,
    (record) => Date.parse(record.deleteAt) <= now.getTime(),
    'retention-deletion',
    now,
  );
}

/** Whether the state holds anything retention would delete now (to avoid needless writes). */
export function hasExpired(state: MemoryState, now: Date): boolean {
  return state.registrations.some((record) => Date.parse(record.deleteAt) <= now.getTime());
}
