import {
  type AuthUser,
  BackendError,
  type CertificateService,
  type OrganiserService,
  type PublicCertificate,
  type PublishOutcome,
  type Result,
  type ResultRow,
  type ResultService,
} from '@apex/auth-port';
import {
  AGENCY,
  achievementOf,
  certificateLink,
  EDITIONS,
  type GradeStanding,
  indianDay,
  isPrizeEligible,
  loadCatalog,
  registrationPageLink,
  resultMail,
  roundScore,
  validateResultRows,
} from '@apex/core';
import type { Ed25519Jwk } from '@apex/core/credential';
import { gradeStandings } from '@apex/server';
import type { MemoryClock } from './clock.ts';
import { codeOnlyError, MEMORY_MESSAGES } from './messages.ts';
import type { OperationRunner } from './operations.ts';
import type { EditionIndexes, IndexedRegistration } from './organiserIndex.ts';
import { registrationCount, registrationPage } from './organiserPages.ts';
import type { CertificateRecord, MemoryState, ResultRecord } from './state.ts';
import type { MemoryStore } from './store.ts';

/** How many results one step of a publish writes before the progress is updated (a batch). */
export const PUBLISH_BATCH_SIZE = 500;
/** 128 random bits: an id nobody can guess. */
const CERTIFICATE_ID_BYTES = 16;

export interface ResultsServer {
  readonly clock: MemoryClock;
  readonly siteOrigin: string;
  /** The name certificates are issued in (`organiser.ts`'s legal name on the site). */
  readonly organiserName: string;
  /** The key credentials are signed with (the development key unless a test gives one). */
  readonly credentialKey: Ed25519Jwk;
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function newCertificateId(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(CERTIFICATE_ID_BYTES)));
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
 * in Firestore. `@apex/core/credential` (and jose) load only here, on the first publish, so no page
 * of the memory build carries them before.
 */
async function signCredentials(
  store: MemoryStore,
  issued: readonly { readonly certificateId: string; readonly guardianEmail: string }[],
  server: ResultsServer,
): Promise<void> {
  const { hashedEmailIdentity, openBadgeCredential, signCredential } = await import(
    '@apex/core/credential'
  );
  const state = store.read();
  const signed = new Map<string, string>();
  for (const { certificateId: id, guardianEmail } of issued) {
    const certificate = state.certificates[id];
    if (certificate === undefined || certificate.credential !== undefined) continue;
    const guardian = await hashedEmailIdentity(guardianEmail, randomSalt());
    const credential = openBadgeCredential(
      { ...certificate, certificateId: certificate.id },
      server.siteOrigin,
      guardian,
    );
    signed.set(
      id,
      await signCredential(credential, {
        privateJwk: server.credentialKey,
        siteOrigin: server.siteOrigin,
      }),
    );
  }
  store.update((next) => {
    for (const [id, credential] of signed) {
      const certificate = next.certificates[id];
      if (certificate !== undefined) next.certificates[id] = { ...certificate, credential };
    }
  });
}

/** What this call did with its rows (issue 42): each row's result new, changed or as it was. */
type CallCounts = Pick<PublishOutcome, 'added' | 'corrected' | 'unchanged' | 'mailedNow'>;

function outcomeOf(state: MemoryState, editionId: string, counts: CallCounts): PublishOutcome {
  const results = state.results.filter((record) => record.editionId === editionId);
  return {
    published: results.length,
    certificates: results.filter((record) => record.certificateId in state.certificates).length,
    mailed: results.filter((record) => record.mailedAt !== null).length,
    ...counts,
  };
}

/** A result to write: the row's registration, its score and what the grade makes of it. */
interface Planned {
  readonly row: IndexedRegistration;
  readonly scorePercent: number;
  readonly standing: GradeStanding;
}

/**
 * Every result the edition should hold after this publish: the ones published before (a file in
 * parts) with this file's rows replacing theirs, each grade's percentiles over all of them.
 */
function plan(
  state: MemoryState,
  editionId: string,
  rows: readonly ResultRow[],
  byNumber: ReadonlyMap<string, IndexedRegistration>,
): Planned[] {
  const scores = new Map<string, { row: IndexedRegistration; scorePercent: number }>();
  for (const record of state.results) {
    const registration = byNumber.get(record.registrationNumber);
    if (record.editionId === editionId && registration !== undefined) {
      scores.set(record.registrationNumber, {
        row: registration,
        scorePercent: record.scorePercent,
      });
    }
  }
  for (const row of rows) {
    const registration = byNumber.get(row.registrationNumber);
    if (registration !== undefined) {
      scores.set(registration.number, {
        row: registration,
        scorePercent: roundScore(row.scorePercent),
      });
    }
  }
  const entries = [...scores.values()];
  const standings = gradeStandings(
    entries.map(({ row, scorePercent }) => ({ grade: row.record.details.grade, scorePercent })),
  );
  return entries.map((entry, index) => ({
    ...entry,
    standing: standings[index] ?? { percentileInGrade: 0, candidatesInGrade: 1, rankInGrade: 1 },
  }));
}

/** Writes one planned result, its certificate and (once) its mail; unchanged ones stay as they are. */
function writeResult(
  state: MemoryState,
  planned: Planned,
  before: ResultRecord | undefined,
  server: ResultsServer,
  now: Date,
): ResultRecord {
  const { record: registration } = planned.row;
  const { details, editionId, uid } = registration;
  const achievement = achievementOf(planned.scorePercent);
  const certificateId = before?.certificateId ?? newCertificateId();
  const edition = EDITIONS.find((entry) => entry.id === editionId);
  const changed =
    before === undefined ||
    before.scorePercent !== planned.scorePercent ||
    before.percentileInGrade !== planned.standing.percentileInGrade ||
    before.candidatesInGrade !== planned.standing.candidatesInGrade ||
    before.rankInGrade !== planned.standing.rankInGrade ||
    before.grade !== details.grade;
  const certificateBefore = state.certificates[certificateId];
  if (certificateBefore === undefined || changed) {
    state.certificates[certificateId] = {
      id: certificateId,
      uid,
      candidateName: details.candidateName,
      grade: details.grade,
      editionId,
      editionName: edition?.name ?? editionId,
      achievement,
      issuedOn: certificateBefore?.issuedOn ?? indianDay(now.getTime()),
      organiserName: server.organiserName,
      ...(details.showSchoolOnCertificate === true ? { schoolName: details.schoolName } : {}),
      withdrawnAt: certificateBefore?.withdrawnAt ?? null,
    };
  }
  const result: ResultRecord =
    before !== undefined && !changed
      ? before
      : {
          editionId,
          uid,
          registrationNumber: planned.row.number,
          grade: details.grade,
          scorePercent: planned.scorePercent,
          ...planned.standing,
          achievement,
          prizeEligible: isPrizeEligible(planned.scorePercent),
          certificateId,
          publishedAt: before?.publishedAt ?? now.toISOString(),
          mailedAt: before?.mailedAt ?? null,
        };
  if (result.mailedAt === null) {
    const language = details.noticeLanguage;
    const message = resultMail(language, {
      candidateName: details.candidateName,
      grade: details.grade,
      guardianName: details.guardianName,
      editionName: edition?.name ?? editionId,
      scorePercent: result.scorePercent,
      percentileInGrade: result.percentileInGrade,
      candidatesInGrade: planned.standing.candidatesInGrade,
      rankInGrade: planned.standing.rankInGrade,
      achievement,
      prizeEligible: result.prizeEligible,
      certificateUrl: certificateLink(server.siteOrigin, language, certificateId),
      registrationUrl: registrationPageLink(server.siteOrigin, language),
    });
    state.mail.push({
      id: `mail-${state.mail.length + 1}-${now.getTime()}`,
      to: details.guardianEmail,
      message,
      kind: 'result',
      language,
      createdAt: now.toISOString(),
    });
  }
  return result.mailedAt === null ? { ...result, mailedAt: now.toISOString() } : result;
}

/** A run older than this is taken as dead (a closed tab), as the function's lease. */
const RUN_LEASE_MS = 61 * 60_000;

/**
 * Claims the edition's publish run, refusing while another is alive (the function's rule), and
 * returns its start time.
 */
function startRun(store: MemoryStore, editionId: string, total: number, now: Date): string {
  const startedAt = now.toISOString();
  store.update((state) => {
    const run = state.publishRuns[editionId];
    if (
      run?.status === 'running' &&
      now.getTime() - new Date(run.startedAt).getTime() < RUN_LEASE_MS
    ) {
      throw codeOnlyError('organiser/publish-running');
    }
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
    checked: ReturnType<typeof validateResultRows>,
    byNumber: ReturnType<typeof index>['byNumber'],
    startedAt: string,
  ): Promise<PublishOutcome> {
    // The mails go out in each registration's language.
    await Promise.all([loadCatalog('en'), loadCatalog('hi')]);
    const normalised = checked.map((row) => ({
      registrationNumber: row.registrationNumber,
      scorePercent: row.scorePercent ?? 0,
    }));
    const planned = plan(store.read(), editionId, normalised, byNumber);
    const inCall = new Set(normalised.map((row) => row.registrationNumber));
    const counts = { added: 0, corrected: 0, unchanged: 0, mailedNow: 0 };
    // In batches, with the progress written after each, as the function does in Firestore.
    for (let start = 0; start < planned.length; start += PUBLISH_BATCH_SIZE) {
      const batch = planned.slice(start, start + PUBLISH_BATCH_SIZE);
      const issued: { certificateId: string; guardianEmail: string }[] = [];
      store.update((state) => {
        const now = server.clock.now();
        const written = new Map(
          state.results.filter((record) => record.editionId === editionId).map((r) => [r.uid, r]),
        );
        for (const entry of batch) {
          const { uid } = entry.row.record;
          const before = written.get(uid);
          const result = writeResult(state, entry, before, server, now);
          written.set(uid, result);
          if ((before === undefined || before.mailedAt === null) && result.mailedAt !== null) {
            counts.mailedNow += 1;
          }
          if (inCall.has(entry.row.number)) {
            if (before === undefined) counts.added += 1;
            else if (before === result) counts.unchanged += 1;
            else counts.corrected += 1;
          }
          issued.push({
            certificateId: result.certificateId,
            guardianEmail: entry.row.record.details.guardianEmail,
          });
        }
        state.results = [
          ...state.results.filter((record) => record.editionId !== editionId),
          ...written.values(),
        ];
        state.publishRuns[editionId] = {
          total: planned.length,
          written: start + batch.length,
          status: 'running',
          startedAt,
          finishedAt: null,
        };
      });
      await signCredentials(store, issued, server);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    return store.update((state) => {
      state.publishRuns[editionId] = {
        total: planned.length,
        written: planned.length,
        status: 'done',
        startedAt,
        finishedAt: server.clock.now().toISOString(),
      };
      return outcomeOf(state, editionId, counts);
    });
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
        const candidates = new Map(
          [...byNumber].map(([number, row]) => [
            number,
            {
              guardianStatus: row.confirmed
                ? ('confirmed' as const)
                : ('awaiting-guardian' as const),
            },
          ]),
        );
        const checked = validateResultRows(rows, candidates);
        if (checked.some((row) => row.problems.length > 0)) {
          throw codeOnlyError('organiser/invalid-results');
        }
        // Claimed before the first await, so a second publish started meanwhile is refused.
        const startedAt = startRun(store, editionId, rows.length, server.clock.now());
        try {
          return await publishClaimed(editionId, checked, byNumber, startedAt);
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
