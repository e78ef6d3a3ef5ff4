import { mayBeGrantedOrganiser, ORGANISER_REVOCATIONS, organiserAuditEntry } from '@apex/server';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { writeAudit } from './organiserAudit.ts';

/** The custom claim firestore.rules' `isOrganiser()` reads from the ID token (issue 29). */
export const ORGANISER_CLAIM = 'organiser';

export type OrganiserChange = 'grant' | 'revoke';

export function isOrganiserChange(value: unknown): value is OrganiserChange {
  return value === 'grant' || value === 'revoke';
}

/** The grant refused: the account's address is not verified (issue 38). */
export class UnverifiedOrganiserError extends Error {
  constructor(email: string) {
    super(
      `${email} has not verified its address: the organiser role is granted only to a verified ` +
        'address. Ask them to follow the link in the verification mail, then grant again.',
    );
    this.name = 'UnverifiedOrganiserError';
  }
}

/**
 * Grants or revokes the organiser role of the account with this address, keeping its other
 * claims, and writes it to the audit log as done by `operator` (issue 38). A grant needs a
 * verified address. A revoke takes effect at once: the revocation mark comes first (the rules and
 * the callables refuse the claim of a marked account, whatever its ID token says), then the claim
 * goes and the refresh tokens are revoked, so the account is signed out everywhere.
 */
export async function changeOrganiserRole(
  auth: Auth,
  db: Firestore,
  email: string,
  change: OrganiserChange,
  operator: string,
): Promise<{ readonly uid: string; readonly organiser: boolean }> {
  const user = await auth.getUserByEmail(email.trim());
  const organiser = change === 'grant';
  if (organiser && !mayBeGrantedOrganiser(user)) throw new UnverifiedOrganiserError(email.trim());
  const mark = db.collection(ORGANISER_REVOCATIONS).doc(user.uid);
  if (!organiser) await mark.set({ revokedAt: FieldValue.serverTimestamp() });
  const { [ORGANISER_CLAIM]: _previous, ...others } = user.customClaims ?? {};
  await auth.setCustomUserClaims(
    user.uid,
    organiser ? { ...others, [ORGANISER_CLAIM]: true } : others,
  );
  if (organiser) await mark.delete();
  else await auth.revokeRefreshTokens(user.uid);
  await writeAudit(
    db,
    organiserAuditEntry({ action: change, actor: operator, subject: user.email ?? email.trim() }),
  );
  return { uid: user.uid, organiser };
}
