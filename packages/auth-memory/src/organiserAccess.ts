import { type AuthUser, BackendError } from '@apex/auth-port';
import { EDITIONS } from '@apex/core';
import { codeOnlyError, MEMORY_MESSAGES } from './messages.ts';
import type { MemoryStore } from './store.ts';

export function signedIn(store: MemoryStore): AuthUser {
  const user = store.currentUser();
  if (user === null)
    throw new BackendError('auth/unauthenticated', MEMORY_MESSAGES.unauthenticated);
  return user;
}

export const isOrganiser = (user: AuthUser) => user.roles.includes('organiser');

/** The rules' `request.auth.token.organiser == true`. */
export function requireOrganiserRole(store: MemoryStore): void {
  if (!isOrganiser(signedIn(store))) {
    throw codeOnlyError('organiser/permission-denied');
  }
}

/** The organiser's role, and an edition that exists. */
export function requireOrganiser(store: MemoryStore, editionId: string): void {
  requireOrganiserRole(store);
  if (!EDITIONS.some((edition) => edition.id === editionId)) {
    throw codeOnlyError('registration/unknown-edition');
  }
}
