/**
 * `@apex/auth-firebase/testing`: the msw stand-ins for Firestore and Storage, which judge every
 * request the way firestore.rules and storage.rules do. The web app's end-to-end suite answers the
 * browser's Firestore and Storage traffic with them (apps/web/e2e/support/firebaseNetwork.ts).
 */
export { createFirestoreStandIn, type FirestoreStandIn } from './firestoreHandlers.ts';
export { createStorageStandIn, type StorageStandIn } from './storageHandlers.ts';
