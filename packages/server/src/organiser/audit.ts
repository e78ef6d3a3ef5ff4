import { isRegistrationEditionId } from '@apex/core';

/**
 * Staff access that is accountable (issue 38, item 9; adr/0190-organiser-access.md): who may act as
 * an organiser, and the audit log of what organisers did. Both shells decide with these.
 */

/** What the audit log records: an export, a publish, a correction, a grant and a revoke. */
export const ORGANISER_AUDIT_ACTIONS = [
  'export',
  'publish',
  'correction',
  'grant',
  'revoke',
  // An organiser's change to one candidate's attempt (issue 40, step 5; ADR 0185).
  'extra-time',
  'reopen',
] as const;
export type OrganiserAuditAction = (typeof ORGANISER_AUDIT_ACTIONS)[number];

/** The one collection of the log: the functions write it, organisers read it, nobody else. */
export const ORGANISER_AUDIT = 'organiserAudit';

/**
 * The marks of revoked organisers, `organiserRevocations/{uid}`: an ID token keeps its claims for
 * up to an hour, so the rules and the callables refuse a claim whose account carries this mark.
 */
export const ORGANISER_REVOCATIONS = 'organiserRevocations';

/** One entry of the log as stored, without its time (each shell stamps its own clock's). */
export interface OrganiserAuditFields {
  readonly action: OrganiserAuditAction;
  /** Who did it: the organiser's address, or the operator of the grant command. */
  readonly actor: string;
  /** Whose role changed (grant, revoke); null otherwise. */
  readonly subject: string | null;
  readonly editionId: string | null;
  /** How many rows were exported or published; null for a grant or a revoke. */
  readonly rows: number | null;
  /** Why (extra time, reopen: the organiser's words); absent for the other actions. */
  readonly reason?: string;
  /** The extra minutes granted; absent for the other actions. */
  readonly minutes?: number;
}

/** The entry an action writes; a count is a whole number of rows, never negative. */
export function organiserAuditEntry(entry: {
  readonly action: OrganiserAuditAction;
  readonly actor: string;
  readonly subject?: string;
  readonly editionId?: string;
  readonly rows?: number;
  readonly reason?: string;
  readonly minutes?: number;
}): OrganiserAuditFields {
  if (entry.rows !== undefined && !(Number.isInteger(entry.rows) && entry.rows >= 0)) {
    throw new RangeError('An audit entry counts whole rows.');
  }
  return {
    action: entry.action,
    actor: entry.actor,
    subject: entry.subject ?? null,
    editionId: entry.editionId ?? null,
    rows: entry.rows ?? null,
    // Only the attempt's changes carry these: the other entries stay as they were stored before.
    ...(entry.reason === undefined ? {} : { reason: entry.reason }),
    ...(entry.minutes === undefined ? {} : { minutes: entry.minutes }),
  };
}

/**
 * A publish's entries: the publish of the rows given and, when it changed results already
 * published, a correction of that many (the outcome's `corrected`, issue 42's publish outcome,
 * once the publish reports it).
 */
export function publishAuditEntries(
  actor: string,
  editionId: string,
  rows: number,
  outcome: object,
): readonly OrganiserAuditFields[] {
  const corrected: unknown = Reflect.get(outcome, 'corrected');
  const publish = organiserAuditEntry({ action: 'publish', actor, editionId, rows });
  return typeof corrected === 'number' && corrected > 0
    ? [publish, organiserAuditEntry({ action: 'correction', actor, editionId, rows: corrected })]
    : [publish];
}

/**
 * Whether a call may act as an organiser: the `organiser` claim exactly true, no revocation mark
 * on the account (the claim in a token issued before the revoke still says true), and an edition
 * that takes registrations.
 */
export function organiserCallRefusal(
  caller: { readonly organiserClaim: unknown; readonly revoked: boolean } | null,
  editionId?: string,
): 'organiser/permission-denied' | 'registration/unknown-edition' | null {
  if (caller === null || caller.organiserClaim !== true || caller.revoked) {
    return 'organiser/permission-denied';
  }
  if (editionId !== undefined && !isRegistrationEditionId(editionId)) {
    return 'registration/unknown-edition';
  }
  return null;
}

/** The role is granted only to an account with a verified address (issue 38). */
export function mayBeGrantedOrganiser(account: {
  readonly email?: string | null | undefined;
  readonly emailVerified: boolean;
}): boolean {
  return typeof account.email === 'string' && account.email !== '' && account.emailVerified;
}
