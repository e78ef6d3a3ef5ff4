import {
  type AuthUser,
  BackendError,
  type CertificateService,
  type OrganiserService,
  type PublicCertificate,
  type PublishOutcome,
  type Result,
  type ResultService,
} from '@apex/auth-port';
import { AGENCY, EDITIONS, indianDay, loadCatalog } from '@apex/core';
import type { Ed25519Jwk } from '@apex/core/credential';
import {
  base64Url,
  CERTIFICATE_ID_BYTES,
  certificateIdFrom,
  certificateOf,
  manageGrant,
  type PublishWrite,
  planPublish,
  publishRunRefusal,
  resultMailOf,
} from '@apex/server';
import type { MemoryClock } from './clock.ts';
import { consentView, queueMail, writeManageGrant } from './consentServer.ts';
import { newGuardianToken } from './guardianTokens.ts';
import { codeOnlyError, MEMORY_MESSAGES } from './messages.ts';
import type { OperationRunner } from './operations.ts';
import type { EditionIndexes } from './organiserIndex.ts';
import { registrationPage } from './organiserPages.ts';
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
  readonly credentialKey: Ed25519Jwk;
}

function newCertificateId(): string {
  return certificateIdFrom(crypto.getRandomValues(new Uint8Array(CERTIFICATE_ID_BYTES)));
}

function signedIn(store: MemoryStore): AuthUser {
  const user = store.currentUser();
  if (user === null)
    throw new BackendError('auth/unauthenticated', MEMORY_MESSAGES.unauthenticated);
  return user;
}

const isOrganiser = (user: AuthUser) => user.roles.includes('organiser');

/** The rules' `request.auth.token.organiser == true`, and an edition that exists. */
function requireOrganiser(store: MemoryStore, editionId: string): void {
  if (!isOrganiser(signedIn(store))) throw codeOnlyError('organiser/permission-denied');
  if (!EDITIONS.some((edition) => edition.id === editionId)) {
    throw codeOnlyError('registration/unknown-edition');
  }
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
    achievement: record.achievement,
    prizeEligible: record.prizeEligible,
    certificateId: record.certificateId,
    publishedAt: new Date(record.publishedAt),
  };
}

function toPublicCertificate(record: CertificateRecord): PublicCertificate {
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
    withdrawnAt: record.withdrawnAt === null ? null : new Date(record.withdrawnAt),
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
    if (certificate === undefined || certificate.credential !== undefined) continue;
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
 * Writes one decided result (planPublish), its certificate (certificateOf) and, when new, its
 * mail (resultMailOf), as the function's batch does in Firestore. A corrected certificate keeps
 * its first issue day and any withdrawal, and loses its credential (signed again).
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
  const certificateId = write.certificateId ?? newCertificateId();
  const result = { ...write.result, certificateId };
  const before = state.certificates[certificateId];
  const certificate = certificateOf(
    edition,
    write.registration,
    result,
    write.showSchool,
    before?.issuedOn ?? indianDay(now.getTime()),
    server.organiserName,
  );
  state.certificates[certificateId] = {
    ...certificate,
    id: certificateId,
    uid: write.uid,
    withdrawnAt: before?.withdrawnAt ?? null,
  };
  const previous = state.results.find(isResultOf(editionId, write.uid));
  if (write.certificateId === null) {
    // The guardian's own page (issue 38): a manage link of its own with the mail.
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
      resultMailOf(write.registration, edition, result, server.siteOrigin, url),
      now,
    );
  }
  return {
    editionId,
    uid: write.uid,
    ...result,
    publishedAt: now.toISOString(),
    mailedAt: previous?.mailedAt ?? now.toISOString(),
  };
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
): OrganiserService {
  const index = (editionId: string) => indexes.of(store.read().registrations, editionId);

  /** Writes a claimed run's results in batches, as the function does in Firestore. */
  async function publishClaimed(
    editionId: string,
    decided: { readonly total: number; readonly writes: readonly PublishWrite[] },
    startedAt: string,
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
      };
    });
    return { published: total, certificates: total, mailed: total };
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
          return await publishClaimed(editionId, decided, startedAt);
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
          state.certificates[certificate.id] = {
            ...certificate,
            withdrawnAt: clock.now().toISOString(),
          };
        });
      }),
  };
}

/** The name certificates carry when the options give none. */
export const DEFAULT_ORGANISER_NAME = AGENCY.name;
