import type { Backend } from '@apex/auth-port';

/** Contract sketch; the Firebase issue implements it. */
export declare function createFirebaseBackend(): Backend;
