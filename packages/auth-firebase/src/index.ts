export type { FirebaseBackend } from './createFirebaseBackend.ts';
export { createFirebaseBackend } from './createFirebaseBackend.ts';
export type { EmulatorHosts, FirebaseBackendOptions, PopupSignIn } from './options.ts';
