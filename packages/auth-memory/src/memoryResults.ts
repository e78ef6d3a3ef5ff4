import type { OrganiserAttemptService } from '@apex/auth-port';
import {
  type CertificateService,
  ORGANISER_MAX_PAGE_SIZE,
  type OrganiserService,
  type PublicCertificate,
  type PublishOutcome,
  type Result,
  type ResultService,
} from '@apex/auth-port';
import { AGENCY, EDITIONS, indianDay, loadCatalog, publishedRowsDigest } from '@apex/core';
import type { CredentialJwk } from '@apex/core/credential';
import {
  base64Url,
  CERTIFICATE_ID_BYTES,
  certificateChange,
  certificateIdFrom,
  certificateOf,
  manageGrant,
  type PublishWrite,
  planPublish,
  publishOutcome,
  publishRunRefusal,
  resultMailOf,
  statusToRevoke,
  withdrawnCertificateOf,
} from '@apex/server';
import type { MemoryClock } from './clock.ts';
import { consentView, queueMail, writeManageGrant } from './consentServer.ts';
import { newGuardianToken } from './guardianTokens.ts';
import type { AttemptResultCall } from './memoryAttemptResults.ts';
import { drawPosition, revokeStatus, signedStatusListAt } from './memoryCredentialStatus.ts';
import { codeOnlyError } from './messages.ts';
import type { OperationRunner } from './operations.ts';
import { isOrganiser, requireOrganiser, signedIn } from './organiserAccess.ts';
import type { EditionIndexes } from './organiserIndex.ts';
import { registrationCount, registrationPage } from './organiserPages.ts';
import type { CertificateRecord, MemoryState, ResultRecord } from './state.ts';
import type { MemoryStore } from './store.ts';

/** How many results one step of a publish writes before the progress is updated (a batch). */
export const PUBLISH_BATCH_SIZE = 500;

export interface ResultsServer {
  readonly clock: MemoryClock;
  readonly siteOrigin: string;
  /** The name certificates are issued in (`organiser.ts`'s legal name on the site). */
  readonly organiserName: string;
  /** The key credentials are signed with (the development key unless a test gives one). */
  readonly credentialKey: CredentialJwk;
}

function newCertificateId(): string {
  return certificateIdFrom(crypto.getRandomValues(new Uint8Array(CERTIFICATE_ID_BYTES)));
}

const isResultOf = (editionId: string, uid: string) => (record: ResultRecord) =>
  record.editionId === editionId && record.uid === uid;

function toResult(record: ResultRecord): Result {
  return {
    editionId: record.editionId,
    registrationNumber: record.registrationNumber,
    grade: record.grade,
    scorePercent: record.scorePercent,
    percentileInGrade: record.percentileInGrade,
    ...(record.candidatesInGrade === undefined || record.rankInGrade === undefined
      ? {}
      : { candidatesInGrade: record.candidatesInGrade, rankInGrade: record.rankInGrade }),
    achievement: record.achievement,
    prizeEligible: record.prizeEligible,
    certificateId: record.certificateId,
    publishedAt: new Date(record.publishedAt),
  };
}

function toPublicCertificate(record: CertificateRecord): PublicCertificate {
  if (record.withdrawnAt !== null) {
    return { id: record.id, withdrawnAt: new Date(record.withdrawnAt) };
  }
  return {
    id: record.id,
    candidateName: record.candidateName,
    grade: record.grade,
    editionId: record.editionId,
    editionName: record.editionName,
    achievement: record.achievement,
    issuedOn: record.issuedOn,
    organiserName: record.organiserName,
    ...(record.schoolName === undefined ? {} : { schoolName: record.schoolName }),
    withdrawnAt: null,
    ...(record.credential === undefined ? {} : { credential: record.credential }),
  };
}

function randomSalt(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(CERTIFICATE_ID_BYTES)));
}

/**
 * Signs the credentials the batch's certificates lack (new or changed ones), as the function does
 * in Firestore (@apex/server's certificateCredential). It and jose load only here, on the first
 * publish, so no page of the memory build carries them before.
 */
async function signCredentials(
  store: MemoryStore,
  issued: readonly { readonly certificateId: string; readonly guardianEmail: string }[],
  server: ResultsServer,
): Promise<void> {
  const { certificateCredential } = await import('@apex/server/credential');
  const state = store.read();
  const signed = new Map<string, string>();
  for (const { certificateId: id, guardianEmail } of issued) {
    const certificate = state.certificates[id];
    const signs =
      certificate !== undefined &&
      certificate.credential === undefined &&
      certificate.withdrawnAt === null;
    if (!signs) continue;
    const { siteOrigin, credentialKey } = server;
    signed.set(
      id,
      await certificateCredential(
        certificate,
        id,
        guardianEmail,
        siteOrigin,
        credentialKey,
        randomSalt(),
      ),
    );
  }
  store.update((next) => {
    for (const [id, credential] of signed) {
      const certificate = next.certificates[id];
      if (certificate !== undefined) next.certificates[id] = { ...certificate, credential };
    }
  });
}

/**
 * Replaces a certificate by its withdrawal alone (withdrawnCertificateOf) and revokes its
 * credential's bit: its page then reads only "no longer valid". The family's withdrawal and a
 * correction's retiring of the old certificate both do it, as the functions do.
 */
function retireCertificate(state: MemoryState, certificate: CertificateRecord, now: Date): void {
  const revoke = statusToRevoke(certificate);
  if (revoke !== null) revokeStatus(state, revoke);
  // Nothing of the candidate stays public. The record keeps its owner and edition, which only
  // this "server" reads.
  const { schoolName: _school, credential: _credential, ...kept } = certificate;
  state.certificates[certificate.id] = {
    ...kept,
    candidateName: '',
    withdrawnAt: withdrawnCertificateOf(now.toISOString()).withdrawnAt,
  };
}

/**
 * Writes one decided result (planPublish), its certificate (certificateOf) and its mail
 * (resultMailOf; a correction's when it changed), as the function's batch does in Firestore. A
 * corrected result gets a new certificate (a new id and credential, its first issue day kept)
 * and the old one is retired (certificateChange); a withdrawn one is left alone.
 */
function writeResult(
  state: MemoryState,
  editionId: string,
  write: PublishWrite,
  server: ResultsServer,
  now: Date,
): ResultRecord {
  const edition = EDITIONS.find((entry) => entry.id === editionId) ?? {
    id: editionId,
    name: editionId,
  };
  const before = write.certificateId === null ? undefined : state.certificates[write.certificateId];
  const change = certificateChange(write, before === undefined ? undefined : { ...before });
  const certificateId =
    change.issue || write.certificateId === null ? newCertificateId() : write.certificateId;
  const result = { ...write.result, certificateId };
  const previous = state.results.find(isResultOf(editionId, write.uid));
  const record = {
    editionId,
    uid: write.uid,
    ...result,
    publishedAt: now.toISOString(),
    mailedAt: previous?.mailedAt ?? now.toISOString(),
  };
  // The guardian is told: a new result by its mail, a changed one by a correction's (issue 38),
  // each with a manage link of its own.
  const { grant, url } = manageGrant({
    editionId,
    uid: write.uid,
    language: write.registration.noticeLanguage,
    siteOrigin: server.siteOrigin,
    token: newGuardianToken(),
  });
  writeManageGrant(state, grant);
  queueMail(
    state,
    resultMailOf(
      write.registration,
      edition,
      result,
      server.siteOrigin,
      url,
      write.certificateId !== null,
    ),
    now,
  );
  // A certificate the family withdrew stays withdrawn: a correction never publishes it again.
  if (!change.issue) return record;
  if (change.retire !== null && before !== undefined) retireCertificate(state, before, now);
  const certificate = certificateOf(
    edition,
    write.registration,
    result,
    write.showSchool,
    before?.issuedOn ?? indianDay(now.getTime()),
    server.organiserName,
    drawPosition(state),
  );
  state.certificates[certificateId] = {
    ...certificate,
    id: certificateId,
    uid: write.uid,
    withdrawnAt: null,
  };
  return record;
}

/**
 * Claims the edition's publish run, refusing while another is alive (the function's rule), and
 * returns its start time.
 */
function startRun(store: MemoryStore, editionId: string, total: number, now: Date): string {
  const startedAt = now.toISOString();
  store.update((state) => {
    const run = state.publishRuns[editionId];
    const refusal = publishRunRefusal(
      run === undefined ? undefined : { status: run.status, startedAt: new Date(run.startedAt) },
      now,
    );
    if (refusal !== null) throw codeOnlyError(refusal);
    state.publishRuns[editionId] = {
      total,
      written: 0,
      status: 'running',
      startedAt,
      finishedAt: null,
    };
  });
  return startedAt;
}

export function createMemoryOrganiser(
  store: MemoryStore,
  runner: OperationRunner,
  server: ResultsServer,
  indexes: EditionIndexes,
): Omit<
  OrganiserService,
  | 'recordExport'
  | 'auditLog'
  | 'uploadPaper'
  | 'assignPaper'
  | 'assignedPapers'
  | keyof OrganiserAttemptService
  | AttemptResultCall
> {
  const index = (editionId: string) => indexes.of(store.read().registrations, editionId);

  /** Writes a claimed run's results in batches, as the function does in Firestore. */
  async function publishClaimed(
    editionId: string,
    decided: { readonly total: number; readonly writes: readonly PublishWrite[] },
    startedAt: string,
    rowsDigest: string,
  ): Promise<PublishOutcome> {
    // The mails go out in each registration's language.
    await Promise.all([loadCatalog('en'), loadCatalog('hi')]);
    const { total, writes } = decided;
    const alreadyDone = total - writes.length;
    // In batches, with the progress written after each, as the function does in Firestore.
    for (let start = 0; start < writes.length; start += PUBLISH_BATCH_SIZE) {
      const batch = writes.slice(start, start + PUBLISH_BATCH_SIZE);
      const issued: { certificateId: string; guardianEmail: string }[] = [];
      store.update((state) => {
        const now = server.clock.now();
        for (const write of batch) {
          const result = writeResult(state, editionId, write, server, now);
          state.results = [
            ...state.results.filter((record) => !isResultOf(editionId, write.uid)(record)),
            result,
          ];
          issued.push({
            certificateId: result.certificateId,
            guardianEmail: write.registration.guardianEmail,
          });
        }
        state.publishRuns[editionId] = {
          total,
          written: alreadyDone + start + batch.length,
          status: 'running',
          startedAt,
          finishedAt: null,
        };
      });
      await signCredentials(store, issued, server);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    store.update((state) => {
      state.publishRuns[editionId] = {
        total,
        written: total,
        status: 'done',
        startedAt,
        finishedAt: server.clock.now().toISOString(),
        rowsDigest,
      };
    });
    return publishOutcome(decided);
  }

  return {
    totals: (editionId) =>
      runner.run('organiser.totals', () => {
        requireOrganiser(store, editionId);
        return index(editionId).totals();
      }),

    registrations: (editionId, query) =>
      runner.run('organiser.registrations', () => {
        requireOrganiser(store, editionId);
        return registrationPage(index(editionId), query);
      }),

    count: (editionId, filters) =>
      runner.run('organiser.count', () => {
        requireOrganiser(store, editionId);
        return registrationCount(index(editionId), filters);
      }),

    publishResults: (editionId, rows) =>
      runner.run('organiser.publishResults', async () => {
        requireOrganiser(store, editionId);
        const { byNumber } = index(editionId);
        const registered = new Map(
          [...byNumber].map(([number, row]) => [
            number,
            {
              uid: row.record.uid,
              registration: consentView(row.record),
              showSchool: row.record.details.showSchoolOnCertificate === true,
            },
          ]),
        );
        const stored = new Map(
          store
            .read()
            .results.filter((record) => record.editionId === editionId)
            .map((record) => [record.uid, { ...record }]),
        );
        const decided = planPublish(rows, registered, stored);
        if (decided.refused !== null) throw codeOnlyError(decided.refused);
        // Claimed before the first await, so a second publish started meanwhile is refused.
        const startedAt = startRun(store, editionId, rows.length, server.clock.now());
        try {
          return await publishClaimed(editionId, decided, startedAt, publishedRowsDigest(rows));
        } catch (error) {
          store.update((state) => {
            const run = state.publishRuns[editionId];
            if (run !== undefined) {
              state.publishRuns[editionId] = {
                ...run,
                status: 'failed',
                finishedAt: server.clock.now().toISOString(),
              };
            }
          });
          throw error;
        }
      }),

    publishProgress: (editionId) =>
      runner.run('organiser.publishProgress', () => {
        requireOrganiser(store, editionId);
        const run = store.read().publishRuns[editionId];
        if (run === undefined) return null;
        return {
          total: run.total,
          written: run.written,
          status: run.status,
          startedAt: new Date(run.startedAt),
          finishedAt: run.finishedAt === null ? null : new Date(run.finishedAt),
          rowsDigest: run.status === 'done' ? (run.rowsDigest ?? null) : null,
        };
      }),

    publishedResults: (editionId, { pageSize, after }) =>
      runner.run('organiser.publishedResults', () => {
        requireOrganiser(store, editionId);
        if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > ORGANISER_MAX_PAGE_SIZE) {
          throw codeOnlyError('organiser/invalid-query');
        }
        // The cursor is the last number shown, as the Firestore query's startAfter.
        const rest = store
          .read()
          .results.filter(
            (record) =>
              record.editionId === editionId &&
              (after === undefined || record.registrationNumber > after),
          )
          .sort((a, b) => (a.registrationNumber < b.registrationNumber ? -1 : 1));
        const rows = rest.slice(0, pageSize).map(toResult);
        return {
          rows,
          next: rest.length > pageSize ? (rows.at(-1)?.registrationNumber ?? null) : null,
        };
      }),
  };
}

export function createMemoryResults(store: MemoryStore, runner: OperationRunner): ResultService {
  return {
    read: (uid, editionId) =>
      runner.run('results.read', () => {
        const user = signedIn(store);
        if (user.uid !== uid && !isOrganiser(user)) {
          throw codeOnlyError('results/permission-denied');
        }
        const record = store.read().results.find(isResultOf(editionId, uid));
        return record === undefined ? null : toResult(record);
      }),
  };
}

export function createMemoryCertificates(
  store: MemoryStore,
  runner: OperationRunner,
  clock: MemoryClock,
  server: Pick<ResultsServer, 'siteOrigin' | 'credentialKey'>,
): CertificateService {
  return {
    read: (id) =>
      runner.run('certificates.read', () => {
        const record = Object.hasOwn(store.read().certificates, id)
          ? store.read().certificates[id]
          : undefined;
        return record === undefined ? null : toPublicCertificate(record);
      }),

    withdraw: (uid, editionId) =>
      runner.run('certificates.withdraw', () => {
        const user = signedIn(store);
        if (user.uid !== uid) throw codeOnlyError('certificate/permission-denied');
        store.update((state) => {
          const result = state.results.find(isResultOf(editionId, uid));
          const certificate =
            result === undefined ? undefined : state.certificates[result.certificateId];
          if (certificate === undefined) throw codeOnlyError('certificate/not-found');
          if (certificate.withdrawnAt !== null) return;
          // Its credential's bit is set with it (issue 38): a wallet reads it as revoked.
          retireCertificate(state, certificate, clock.now());
        });
      }),

    statusList: (url) =>
      runner.run('certificates.statusList', () => signedStatusListAt(store.read(), url, server)),
  };
}

/** The name certificates carry when the options give none. */
export const DEFAULT_ORGANISER_NAME = AGENCY.name;
