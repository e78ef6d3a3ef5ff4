/**
 * `@apex/auth-firebase/testing`: the storage model, an msw handler that judges Storage requests
 * the way storage.rules does (the Storage emulator's rules runtime does not run on this machine
 * kind), and firestore.rules with open registration windows for the real Firestore emulator. There
 * is no model of Firestore or its rules (docs/adr/0110). The web app's end-to-end suite answers
 * the browser's Storage traffic with the model (apps/web/e2e/support/firebaseNetwork.ts).
 */

// firestore.rules with every edition's registration window open, for a suite that loads them into
// the real Firestore emulator (the windows are past; the emulator judges on its own clock).
export { openWindows, withWindows } from '../rules/registrationWindows.ts';
export { createStorageModel, type StorageModel } from './storageModel.ts';
