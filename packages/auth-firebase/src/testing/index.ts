/**
 * `@apex/auth-firebase/testing`: the msw stand-ins for Firestore and Storage, which judge every
 * request the way firestore.rules and storage.rules do. The web app's end-to-end suite answers the
 * browser's Firestore and Storage traffic with them (apps/web/e2e/support/firebaseNetwork.ts).
 */

// firestore.rules with every edition's registration window open, for a suite that loads them into
// the real Firestore emulator (the windows are past; the emulator judges on its own clock).
export { openWindows, withWindows } from '../rules/registrationWindows.ts';
export { createFirestoreStandIn, type FirestoreStandIn } from './firestoreHandlers.ts';
export { createStorageStandIn, type StorageStandIn } from './storageHandlers.ts';
