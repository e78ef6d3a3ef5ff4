import {
  EDITIONS,
  type IsoDay,
  indianDay,
  publishedRowsDigest,
  registrationNumberOf,
  type StatusPosition,
} from '@apex/core';
import {
  base64Url,
  CERTIFICATE_ID_BYTES,
  type CertificateDocument,
  certificateChange,
  certificateIdFrom,
  certificateOf,
  type ManageGrant,
  manageGrant,
  type ProgressThrottle,
  type PublishOutcome,
  type PublishRow,
  planPublish,
  progressThrottle,
  publishOutcome,
  publishRunRefusal,
  type ResultDocument,
  resultMailOf,
  statusToRevoke,
  withdrawnCertificateOf,
} from '@apex/server';
import { ServerRefusal } from '@apex/server/contract';
import { certificateCredential } from '@apex/server/credential';
import { type DocumentData, FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { ServerContext } from './context.ts';
import { drawPositions, revokeIn } from './credentialStatus.ts';
import { outboxFields } from './outbox.ts';
import {
  certificatePath,
  GUARDIAN_MANAGE_TOKENS,
  MAIL,
  PUBLISH_RUNS,
  registrationKey,
  resultPath,
  resultsPath,
} from './paths.ts';
import { readRegistration, type StoredRegistration } from './storedRegistration.ts';
import { newGuardianToken } from './tokens.ts';

/**
 * Firestore takes at most 500 writes in a batch: a result, its certificate, its mail and the
 * mail's manage link (issue 38) are 4; a correction adds its old credential's revocation bit: 5.
 */
export const RESULTS_PER_BATCH = 100;
/** Batches in flight at once: enough to hide the round trips, few enough not to be throttled. */
export const BATCHES_IN_FLIGHT = 4;

export type { PublishOutcome } from '@apex/server';

/** A certificate id: 128 random bits from the platform's generator, written as the server says. */
export function newCertificateId(): string {
  return certificateIdFrom(crypto.getRandomValues(new Uint8Array(CERTIFICATE_ID_BYTES)));
}

interface Registered {
  readonly uid: string;
  readonly registration: StoredRegistration;
  readonly showSchool: boolean;
}

/** The edition's registrations by number (the number derived from the uid, as everywhere). */
async function registrationsByNumber(
  db: Firestore,
  editionId: string,
): Promise<Map<string, Registered>> {
  const snapshot = await db.collection(`editions/${editionId}/registrations`).get();
  const byNumber = new Map<string, Registered>();
  for (const document of snapshot.docs) {
    const data = document.data();
    const registration = readRegistration(data);
    if (registration === null) continue;
    byNumber.set(registrationNumberOf(editionId, document.id), {
      uid: document.id,
      registration,
      showSchool: data.showSchoolOnCertificate === true,
    });
  }
  return byNumber;
}

/** Claims the edition's publish run, refusing while another run is alive. */
async function startRun(db: Firestore, editionId: string, total: number, now: Date) {
  const ref = db.collection(PUBLISH_RUNS).doc(editionId);
  await db.runTransaction(async (transaction) => {
    const run = (await transaction.get(ref)).data();
    const startedAt: unknown = run?.startedAt;
    const refusal = publishRunRefusal(
      run === undefined
        ? undefined
        : {
            status: run.status,
            startedAt: startedAt instanceof Timestamp ? startedAt.toDate() : null,
          },
      now,
    );
    if (refusal !== null) throw new ServerRefusal(refusal);
    transaction.set(ref, {
      total,
      written: 0,
      status: 'running',
      startedAt: Timestamp.fromDate(now),
      finishedAt: null,
      rowsDigest: null,
    });
  });
  return ref;
}

interface PlannedWrite {
  readonly uid: string;
  readonly result: ResultDocument;
  readonly certificate: CertificateDocument;
  /** A changed result (issue 38): mailed as corrected. */
  readonly corrected: boolean;
  /** Whether `certificate` is written (certificateChange): not for one the family withdrew. */
  readonly issue: boolean;
  /** A correction's old certificate, replaced by its withdrawal alone ("no longer valid"). */
  readonly retire: string | null;
  /** The guardian's mail: the result's when new, the correction's when changed (issue 38). */
  readonly mail: DocumentData;
  /** The manage link the mail carries (issue 38), written with the mail. */
  readonly manage: ManageGrant;
  /** A correction's old credential, revoked with it: the new one has a bit of its own. */
  readonly revoke: StatusPosition | null;
}

/**
 * Publishes an edition's results (issue 29): each confirmed registration's score, its percentile
 * among the grade's candidates in `rows`, its achievement and prize eligibility, a certificate,
 * and one mail to the guardian with the result and the certificate's link. Idempotent: a result
 * already stored identically is not written again, and a result is mailed only when first
 * written, so publishing again (or resuming after a failure part-way) sends no second mail.
 * Each result is written in one batch with its certificate and mail, so a failure never leaves a
 * result without them. Progress is kept in `publishRuns/{editionId}`.
 */
export async function publishResults(
  context: ServerContext,
  editionId: string,
  rows: readonly PublishRow[],
): Promise<PublishOutcome> {
  const { db } = context;
  const edition = EDITIONS.find((candidate) => candidate.id === editionId);
  if (edition === undefined) throw new ServerRefusal('registration/unknown-edition');
  const now = context.now();
  const registered = await registrationsByNumber(db, editionId);
  const stored = await db.collection(resultsPath(editionId)).get();
  const decided = planPublish(
    rows,
    registered,
    new Map(stored.docs.map((document) => [document.id, document.data()])),
  );
  if (decided.refused !== null) throw new ServerRefusal(decided.refused);
  const runRef = await startRun(db, editionId, rows.length, now);
  // At most one progress write a second: one document takes about that much (docs/performance.md).
  const progress = progressThrottle(
    (written) => runRef.update({ written: FieldValue.increment(written) }).then(() => {}),
    () => Date.now(),
  );
  try {
    const plan: PlannedWrite[] = [];
    const key = context.credentialKey?.() ?? null;
    // Each credential signed here gets a revocation bit of its own (issue 38), drawn up front.
    const positions = key === null ? [] : await drawPositions(db, decided.writes.length);
    for (const [
      at,
      { uid, registration, showSchool, result, certificateId: kept },
    ] of decided.writes.entries()) {
      const before = kept === null ? undefined : await storedCertificate(db, kept);
      // A correction is a new certificate, and the old one is retired (issue 38).
      const change = certificateChange({ certificateId: kept }, before);
      const certificateId = change.issue || kept === null ? newCertificateId() : kept;
      const full: ResultDocument = { ...result, certificateId };
      const issuedOn = issueDayOf(before, indianDay(now.getTime()));
      const certificate = certificateOf(
        edition,
        registration,
        full,
        showSchool,
        issuedOn,
        context.organiserName(),
        positions[at],
      );
      plan.push({
        uid,
        result: full,
        certificate:
          key === null
            ? certificate
            : {
                ...certificate,
                credential: await certificateCredential(
                  certificate,
                  certificateId,
                  registration.guardianEmail,
                  context.siteOrigin(),
                  key,
                  base64Url(crypto.getRandomValues(new Uint8Array(16))),
                ),
              },
        corrected: kept !== null,
        issue: change.issue,
        retire: change.retire,
        // A corrected result is a new credential (issue 38): the one the family holds is revoked.
        revoke: change.retire === null ? null : statusToRevoke(before),
        // Every written result is mailed: a new one its result, a changed one its correction.
        ...resultMailWithManageLink(
          editionId,
          uid,
          registration,
          edition,
          full,
          context,
          kept !== null,
        ),
      });
    }
    const alreadyDone = decided.total - plan.length;
    await progress.add(alreadyDone);
    const batches: PlannedWrite[][] = [];
    for (let start = 0; start < plan.length; start += RESULTS_PER_BATCH) {
      batches.push(plan.slice(start, start + RESULTS_PER_BATCH));
    }
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < batches.length; index = next++) {
        const batch = batches[index] ?? [];
        await commitBatch(db, editionId, batch, progress);
      }
    };
    await Promise.all(Array.from({ length: BATCHES_IN_FLIGHT }, worker));
    await progress.pending();
    await runRef.update({
      status: 'done',
      written: decided.total,
      finishedAt: FieldValue.serverTimestamp(),
      rowsDigest: publishedRowsDigest(rows),
    });
    return publishOutcome(decided);
  } catch (error) {
    await runRef.update({
      status: 'failed',
      written: FieldValue.increment(await progress.pending()),
      finishedAt: FieldValue.serverTimestamp(),
    });
    throw error;
  }
}

/** A stored certificate's fields, for a corrected result (undefined when there is none). */
async function storedCertificate(
  db: Firestore,
  certificateId: string,
): Promise<DocumentData | undefined> {
  return (await db.doc(certificatePath(certificateId)).get()).data();
}

/** A corrected certificate keeps its first issue day: its credential is signed with that day. */
function issueDayOf(stored: DocumentData | undefined, today: IsoDay): IsoDay {
  const issuedOn: unknown = stored?.issuedOn;
  return typeof issuedOn === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(issuedOn) ? issuedOn : today;
}

async function commitBatch(
  db: Firestore,
  editionId: string,
  planned: readonly PlannedWrite[],
  progress: ProgressThrottle,
): Promise<void> {
  const batch = db.batch();
  for (const write of planned) {
    batch.set(db.doc(resultPath(editionId, write.uid)), {
      ...write.result,
      publishedAt: FieldValue.serverTimestamp(),
    });
    // A certificate the family withdrew stays withdrawn: a correction never publishes it again.
    if (write.issue) {
      batch.set(db.doc(certificatePath(write.result.certificateId)), write.certificate);
    }
    // A correction's old certificate names no one any more; its page reads "no longer valid".
    if (write.retire !== null) {
      batch.set(
        db.doc(certificatePath(write.retire)),
        withdrawnCertificateOf(FieldValue.serverTimestamp()),
      );
    }
    if (write.revoke !== null) revokeIn(db, batch, write.revoke);
    if (write.corrected) {
      // A correction's mail goes with the changed result: the batch writes both or neither, and
      // an unchanged result is never written again, so it is queued once per change.
      batch.set(db.collection(MAIL).doc(), write.mail);
    } else {
      // The mail's id is the result's: even two runs racing could queue it only once.
      batch.create(db.collection(MAIL).doc(`result-${editionId}-${write.uid}`), write.mail);
    }
    batch.set(db.collection(GUARDIAN_MANAGE_TOKENS).doc(write.manage.tokenId), {
      ...write.manage.record,
      createdAt: FieldValue.serverTimestamp(),
    });
  }
  await batch.commit();
  await progress.add(planned.length);
}

/** A result's mail to the guardian, or its correction's, with a manage link of its own (issue 38). */
function resultMailWithManageLink(
  editionId: string,
  uid: string,
  registration: Parameters<typeof resultMailOf>[0],
  edition: Parameters<typeof resultMailOf>[1],
  result: Parameters<typeof resultMailOf>[2],
  context: ServerContext,
  corrected: boolean,
): { readonly mail: DocumentData; readonly manage: ManageGrant } {
  const { grant, url } = manageGrant({
    editionId,
    uid,
    language: registration.noticeLanguage,
    siteOrigin: context.siteOrigin(),
    token: newGuardianToken(),
  });
  return {
    mail: {
      ...resultMailOf(registration, edition, result, context.siteOrigin(), url, corrected),
      ...outboxFields(registrationKey(editionId, uid)),
    },
    manage: grant,
  };
}
