import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, type Firestore, getFirestore } from 'firebase/firestore/lite';
import type { HostAndPort } from './options.ts';

const connected = new WeakMap<FirebaseApp, Firestore>();

/**
 * The app's one Firestore instance, pointed at the emulator once: profiles and registrations both
 * use it, and Firestore refuses a second `connectFirestoreEmulator` once it has been used.
 */
export function firestoreOf(app: FirebaseApp, emulator: HostAndPort | undefined): Firestore {
  const known = connected.get(app);
  if (known !== undefined) return known;
  const db = getFirestore(app);
  if (emulator !== undefined) connectFirestoreEmulator(db, emulator.host, emulator.port);
  connected.set(app, db);
  return db;
}
