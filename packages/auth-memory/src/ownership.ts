import { BackendError } from '@apex/auth-port';
import { MEMORY_MESSAGES } from './messages.ts';
import type { MemoryStore } from './store.ts';

/**
 * The memory version of the security rules: a signed-in user, acting on their own uid. Throws
 * `auth/unauthenticated` when nobody is signed in and `deniedCode` for someone else's data.
 */
export function requireOwner(
  store: MemoryStore,
  uid: string,
  denied: { code: string; message: string },
): void {
  const user = store.currentUser();
  if (user === null)
    throw new BackendError('auth/unauthenticated', MEMORY_MESSAGES.unauthenticated);
  if (user.uid !== uid) throw new BackendError(denied.code, denied.message);
}
