import type { ProfileChanges, ProfileService, UserProfile } from '@apex/auth-port';
import type { FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  type DocumentData,
  doc,
  getDoc,
  getFirestore,
  setDoc,
  updateDoc,
} from 'firebase/firestore/lite';
import { toBackendError } from './errors.ts';
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

/**
 * `firebase/firestore/lite` talks plain HTTPS with no listeners: the site only ever reads and writes
 * one document per user, so the full SDK's offline cache and streams would be dead weight.
 */
export function createProfileService(
  app: FirebaseApp,
  requireSignedIn: () => Promise<void>,
  emulator?: HostAndPort,
): ProfileService {
  const db = getFirestore(app);
  if (emulator !== undefined) connectFirestoreEmulator(db, emulator.host, emulator.port);
  const userDoc = (uid: string) => doc(db, USERS_COLLECTION, uid);

  return {
    async read(uid) {
      await requireSignedIn();
      try {
        const snapshot = await getDoc(userDoc(uid));
        const data = snapshot.data();
        return data === undefined ? null : toProfile(data);
      } catch (error) {
        throw toBackendError(error, 'profile');
      }
    },
    async create(uid, profile) {
      await requireSignedIn();
      try {
        await setDoc(userDoc(uid), fieldsOf(profile));
      } catch (error) {
        throw toBackendError(error, 'profile');
      }
    },
    async update(uid, changes) {
      const fields = fieldsOf(changes);
      await requireSignedIn();
      if (Object.keys(fields).length === 0) return;
      try {
        await updateDoc(userDoc(uid), fields);
      } catch (error) {
        throw toBackendError(error, 'profile');
      }
    },
  };
}
