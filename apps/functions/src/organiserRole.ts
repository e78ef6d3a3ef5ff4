import type { Auth } from 'firebase-admin/auth';

/** The custom claim firestore.rules' `isOrganiser()` reads from the ID token (issue 29). */
export const ORGANISER_CLAIM = 'organiser';

export type OrganiserChange = 'grant' | 'revoke';

export function isOrganiserChange(value: unknown): value is OrganiserChange {
  return value === 'grant' || value === 'revoke';
}

/**
 * Grants or revokes the organiser role of the account with this address, keeping its other
 * claims. The change reaches the site when the account's ID token is next refreshed (within an
 * hour, or at its next sign-in); revoking also revokes its refresh tokens, so a revoked organiser
 * is signed out everywhere at once rather than keeping access for up to an hour.
 */
export async function changeOrganiserRole(
  auth: Auth,
  email: string,
  change: OrganiserChange,
): Promise<{ readonly uid: string; readonly organiser: boolean }> {
  const user = await auth.getUserByEmail(email.trim());
  const { [ORGANISER_CLAIM]: _previous, ...others } = user.customClaims ?? {};
  const organiser = change === 'grant';
  await auth.setCustomUserClaims(
    user.uid,
    organiser ? { ...others, [ORGANISER_CLAIM]: true } : others,
  );
  if (!organiser) await auth.revokeRefreshTokens(user.uid);
  return { uid: user.uid, organiser };
}
