import { isSameEmail } from '@apex/core';
import type { StoredRegistration } from './storedRegistration.ts';

/** The account that saved the registration, as Firebase Auth knows it. */
export interface Account {
  readonly email: string | null;
  readonly emailVerified: boolean;
}

/**
 * What the server does after a registration is written (issue 28, "email plus"):
 * - `none`: the guardian's address is the one already handled (confirmed, or a link was sent);
 * - `account-email`: the guardian's address is the account's own verified one, so the consent is
 *   recorded now and a notice goes to that address;
 * - `guardian-email`: anything else; the guardian must confirm through a one-time link.
 * Our own writes (confirmation, the link's time) change no address, so they lead to `none`.
 */
export type GuardianAction = 'none' | 'account-email' | 'guardian-email';

export function guardianActionFor(
  before: StoredRegistration | null,
  after: StoredRegistration,
  account: Account,
): GuardianAction {
  const handled = after.guardianConfirmedAt !== null || after.guardianRequestedAt !== null;
  if (before !== null && before.guardianEmail === after.guardianEmail && handled) return 'none';
  if (
    account.emailVerified &&
    account.email !== null &&
    isSameEmail(after.guardianEmail, account.email)
  ) {
    return 'account-email';
  }
  return 'guardian-email';
}
