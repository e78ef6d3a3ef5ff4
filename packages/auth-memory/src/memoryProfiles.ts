import {
  BackendError,
  type ProfileChanges,
  type ProfileService,
  type UserProfile,
} from '@apex/auth-port';
import { isValidProfileDocument } from '@apex/core';
import { MEMORY_MESSAGES } from './messages.ts';
import { type OperationRunner, readLimits } from './operations.ts';
import { requireOwner } from './ownership.ts';
import type { MemoryState } from './state.ts';
import type { MemoryStore } from './store.ts';

const DENIED = { code: 'profile/permission-denied', message: MEMORY_MESSAGES.profileDenied };
const WRITE_LIMITS = { timeoutCode: 'profile/timeout' } as const;

/** Copies only the profile's own fields, so stray properties never reach the stored document. */
function profileFields(source: ProfileChanges): ProfileChanges {
  const fields: { -readonly [K in keyof UserProfile]?: UserProfile[K] } = {};
  if (source.username !== undefined) fields.username = source.username;
  if (source.email !== undefined) fields.email = source.email;
  if (source.profilePicture !== undefined) fields.profilePicture = source.profilePicture;
  return fields;
}

/** firestore.rules, judged on the document as it would be after the write. */
function requireValid(state: MemoryState, uid: string, document: ProfileChanges): UserProfile {
  const isOwnPicture = (url: string) => url === state.pictures[uid];
  if (!isValidProfileDocument(document, isOwnPicture)) {
    throw new BackendError(DENIED.code, DENIED.message);
  }
  return document;
}

export function createMemoryProfiles(store: MemoryStore, runner: OperationRunner): ProfileService {
  return {
    read: (uid) =>
      runner.run(
        'profiles.read',
        () => {
          requireOwner(store, uid, DENIED);
          const profile = store.read().profiles[uid];
          return profile === undefined ? null : { ...profile };
        },
        readLimits('profile/timeout'),
      ),

    // Like Firestore's setDoc: writes the whole document, replacing one that exists.
    create: (uid, profile) =>
      runner.run(
        'profiles.create',
        () => {
          requireOwner(store, uid, DENIED);
          store.update((state) => {
            state.profiles[uid] = requireValid(state, uid, profileFields(profile));
          });
        },
        WRITE_LIMITS,
      ),

    // Like Firestore's updateDoc: changes the given fields of an existing document.
    update: (uid, changes) =>
      runner.run(
        'profiles.update',
        () => {
          requireOwner(store, uid, DENIED);
          store.update((state) => {
            const existing = state.profiles[uid];
            if (existing === undefined) {
              throw new BackendError('profile/not-found', MEMORY_MESSAGES.profileMissing);
            }
            state.profiles[uid] = requireValid(state, uid, {
              ...existing,
              ...profileFields(changes),
            });
          });
        },
        WRITE_LIMITS,
      ),
  };
}
