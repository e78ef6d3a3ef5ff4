import type { User } from 'firebase/auth';
import { backendErrorFor, toBackendError } from './errors.ts';

/**
 * Refuses an account without the `organiser` claim as `organiser/permission-denied`. The console's
 * services check the claim first, so a non-organiser is told so plainly rather than by Firestore's
 * one "permission denied"; the rules and the callables check again.
 */
export async function requireOrganiserClaim(
  signedInUser: () => Promise<Pick<User, 'getIdTokenResult'>>,
): Promise<void> {
  const user = await signedInUser();
  let organiser = false;
  try {
    organiser = (await user.getIdTokenResult()).claims.organiser === true;
  } catch (error) {
    throw toBackendError(error, 'organiser');
  }
  if (!organiser) throw backendErrorFor('organiser/permission-denied');
}
