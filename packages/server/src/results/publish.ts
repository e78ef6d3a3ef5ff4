import type { ConsentRegistration } from '../consent/registration.ts';
import { base64Url } from '../hashes.ts';
import {
  isWithdrawnCertificate,
  type PlannedResult,
  type PublishRow,
  resultsOf,
  sameResult,
} from './resultDocuments.ts';

/** Random bytes in a certificate id: 128 bits, unguessable. */
export const CERTIFICATE_ID_BYTES = 16;

/** A certificate id from CERTIFICATE_ID_BYTES random bytes the shell drew, base64url (22 characters). */
export function certificateIdFrom(randomBytes: Uint8Array): string {
  if (randomBytes.length !== CERTIFICATE_ID_BYTES) {
    throw new RangeError(`A certificate id takes ${CERTIFICATE_ID_BYTES} random bytes.`);
  }
  return base64Url(randomBytes);
}

/** A run older than this is taken as dead (the callable's own limit is 60 minutes). */
export const RUN_LEASE_MS = 61 * 60_000;

/** Whether a publish may start now: not while another run of the edition is alive. */
export function publishRunRefusal(
  run: { readonly status: unknown; readonly startedAt: Date | null } | undefined,
  now: Date,
): 'organiser/publish-running' | null {
  const alive =
    run?.status === 'running' &&
    run.startedAt !== null &&
    now.getTime() - run.startedAt.getTime() < RUN_LEASE_MS;
  return alive ? 'organiser/publish-running' : null;
}

/**
 * One result the publish writes: new, or changed (a new certificate, see certificateChange);
 * each is mailed to the guardian, a changed one as corrected (issue 38).
 */
export interface PublishWrite extends PlannedResult {
  /** The stored result's certificate id, or null for a new result. */
  readonly certificateId: string | null;
}

/**
 * What a written result does to certificates (issue 38; docs/adr/0155-correction-new-certificate.md):
 * a new result is issued a certificate; a corrected one is issued a NEW certificate (a new id,
 * page and credential) and its old one is retired: replaced by `withdrawnCertificateOf`, so its
 * page reads only "no longer valid", with no name, and its credential's bit is revoked. A
 * certificate its family withdrew stays withdrawn, and a correction issues none. The shell draws
 * the new id.
 */
export function certificateChange(
  write: Pick<PublishWrite, 'certificateId'>,
  /** The stored `certificates/{write.certificateId}`, when there is one. */
  previous: Readonly<Record<string, unknown>> | undefined,
): { readonly issue: boolean; readonly retire: string | null } {
  if (write.certificateId === null) return { issue: true, retire: null };
  if (isWithdrawnCertificate(previous)) return { issue: false, retire: null };
  return { issue: true, retire: previous === undefined ? null : write.certificateId };
}

/**
 * "A publish batch: these result, certificate and mail documents" (issue 29): the rows judged
 * again as the console showed them (resultsOf), and of their results only those not already
 * stored identically, so publishing again, or resuming, writes and mails nothing twice. Each write
 * becomes a result, a certificate (certificateOf) and one mail (resultMailOf): the result's, or
 * for a changed result the correction's (issue 38); an unchanged result is not mailed again.
 */
export function planPublish(
  rows: readonly PublishRow[],
  registered: ReadonlyMap<
    string,
    {
      readonly uid: string;
      readonly registration: ConsentRegistration;
      readonly showSchool: boolean;
    }
  >,
  stored: ReadonlyMap<string, Readonly<Record<string, unknown>>>,
):
  | { readonly refused: 'organiser/invalid-results' }
  | { readonly refused: null; readonly total: number; readonly writes: readonly PublishWrite[] } {
  const results = resultsOf(rows, registered);
  if (results === null) return { refused: 'organiser/invalid-results' };
  const writes = results.flatMap((planned) => {
    const previous = stored.get(planned.uid);
    if (previous !== undefined && sameResult(previous, planned.result)) return [];
    const certificateId =
      typeof previous?.certificateId === 'string' ? previous.certificateId : null;
    return [{ ...planned, certificateId }];
  });
  return { refused: null, total: results.length, writes };
}

/** What a publish tells the organiser (issue 42): the rows' results in place, and what this call did. */
export interface PublishOutcome {
  /** Results now in place for the rows given (written in this call or before). */
  readonly published: number;
  /** Certificates now in place for them. */
  readonly certificates: number;
  /** Results whose guardian was mailed, by this call or before: every result's was. */
  readonly mailed: number;
  /** Of the rows: results written for the first time by this call. */
  readonly added: number;
  /** Of the rows: results this call changed (their certificate kept, the guardian told). */
  readonly corrected: number;
  /** Of the rows: results already stored exactly so. */
  readonly unchanged: number;
  /** Mails this call queued: one per added result, and one per corrected one (issue 38). */
  readonly mailedNow: number;
}

/** The outcome of a publish that wrote `writes` for its `total` rows (planPublish's plan). */
export function publishOutcome(plan: {
  readonly total: number;
  readonly writes: readonly Pick<PublishWrite, 'certificateId'>[];
}): PublishOutcome {
  const added = plan.writes.filter((write) => write.certificateId === null).length;
  return {
    published: plan.total,
    certificates: plan.total,
    mailed: plan.total,
    added,
    corrected: plan.writes.length - added,
    unchanged: plan.total - plan.writes.length,
    mailedNow: plan.writes.length,
  };
}
