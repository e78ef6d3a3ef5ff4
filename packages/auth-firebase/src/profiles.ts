import {
  BACKEND_READ_TIMEOUT_MS,
  type ProfileChanges,
  type ProfileService,
  type UserProfile,
} from '@apex/auth-port';
import type { FirebaseApp } from 'firebase/app';
import {
  type DocumentData,
  deleteDoc,
  doc,
  getDoc,
  setDoc,
  updateDoc,
} from 'firebase/firestore/lite';
import { withDeadline } from './deadline.ts';
import { toBackendError } from './errors.ts';
import { firestoreOf } from './firestore.ts';
import type { HostAndPort } from './options.ts';

export const USERS_COLLECTION = 'users';

/** Only the three keys the rules allow, and only when they are strings. */
function toProfile(data: DocumentData): UserProfile {
  const username = typeof data.username === 'string' ? data.username : '';
  const email = typeof data.email === 'string' ? data.email : '';
  return typeof data.profilePicture === 'string' && data.profilePicture !== ''
    ? { username, email, profilePicture: data.profilePicture }
    : { username, email };
}

function fieldsOf(changes: ProfileChanges): Record<string, string> {
  const fields: Record<string, string> = {};
  if (changes.username !== undefined) fields.username = changes.username;
  if (changes.email !== undefined) fields.email = changes.email;
  if (changes.profilePicture !== undefined) fields.profilePicture = changes.profilePicture;
  return fields;
}

/** What deleting an account needs beyond the port's profile service. */
export interface FirebaseProfileService extends ProfileService {
  /** Deletes the uid's document; succeeds when there is none. */
  remove(uid: string): Promise<void>;
}

/**
 * `firebase/firestore/lite` talks plain HTTPS with no listeners: the site only ever reads and writes
 * one document per user, so the full SDK's offline cache and streams would be dead weight.
 */
export function createProfileService(
  app: FirebaseApp,
  requireSignedIn: () => Promise<void>,
  timeoutMs: number,
  emulator?: HostAndPort,
  /** The signed-in account's address, which the profile's email must equal (the rules check). */
  accountEmail: () => Promise<string | null> = async () => null,
  readTimeoutMs: number = BACKEND_READ_TIMEOUT_MS,
): FirebaseProfileService {
  const db = firestoreOf(app, emulator);
  const userDoc = (uid: string) => doc(db, USERS_COLLECTION, uid);
  // Firestore retries a write for as long as it is offline; the user gets an answer in time.
  const write = async (pending: Promise<void>) => {
    try {
      await withDeadline(pending, timeoutMs, 'profile/timeout');
    } catch (error) {
      throw toBackendError(error, 'profile');
    }
  };

  return {
    async read(uid) {
      await requireSignedIn();
      let profile: UserProfile | null;
      try {
        const snapshot = await withDeadline(getDoc(userDoc(uid)), readTimeoutMs, 'profile/timeout');
        const data = snapshot.data();
        profile = data === undefined ? null : toProfile(data);
      } catch (error) {
        throw toBackendError(error, 'profile');
      }
      // After a change of email the account's address is new: the profile follows it (issue 30).
      const email = await accountEmail();
      if (profile === null || email === null || profile.email === email) return profile;
      await write(updateDoc(userDoc(uid), { email }));
      return { ...profile, email };
    },
    async create(uid, profile) {
      await requireSignedIn();
      const email = await accountEmail();
      await write(
        setDoc(userDoc(uid), fieldsOf({ ...profile, ...(email === null ? {} : { email }) })),
      );
    },
    async update(uid, changes) {
      const fields = fieldsOf(changes);
      await requireSignedIn();
      if (Object.keys(fields).length === 0) return;
      // A write that names no address carries the account's: the rules refuse any other, and
      // after a change of email the stored one may be the old.
      const email = changes.email === undefined ? await accountEmail() : null;
      await write(updateDoc(userDoc(uid), email === null ? fields : { ...fields, email }));
    },
    async remove(uid) {
      await requireSignedIn();
      await write(deleteDoc(userDoc(uid)));
    },
  };
}
