/**
 * The organisers' audit log (issue 38, item 9): what each export, publish, correction, grant and
 * revoke was, who did it, when, and how many rows. Only the server writes it; organisers read it,
 * newest first, a page at a time.
 */
export type OrganiserAuditAction =
  | 'export'
  | 'publish'
  | 'correction'
  | 'grant'
  | 'revoke'
  // An organiser's change to one candidate's attempt (issue 40, step 5).
  | 'extra-time'
  | 'reopen';

export interface OrganiserAuditEntry {
  /** Opaque and stable: the entry's id. */
  readonly id: string;
  readonly action: OrganiserAuditAction;
  /** Who did it: the organiser's address, or the operator of the grant command. */
  readonly actor: string;
  /** Whose role was granted or revoked; null for the other actions. */
  readonly subject: string | null;
  readonly editionId: string | null;
  /** Rows exported or published, results corrected; null for a grant or a revoke. */
  readonly rows: number | null;
  /** The organiser's reason for extra time or a reopen; null for the other actions. */
  readonly reason: string | null;
  /** The extra minutes granted; null for the other actions. */
  readonly minutes: number | null;
  readonly at: Date;
}

/** One page of the log, newest first; `next` (opaque) gives the older page, null at the end. */
export interface OrganiserAuditPage {
  readonly entries: readonly OrganiserAuditEntry[];
  readonly next: string | null;
}

/** A page of the log: 1 to `ORGANISER_MAX_PAGE_SIZE` entries, after the page `after` ended. */
export interface OrganiserAuditQuery {
  readonly pageSize: number;
  readonly after?: string;
}
