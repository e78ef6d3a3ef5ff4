import type { Plugin } from 'vite';
import { missingFirebaseEnv, missingFirebaseEnvMessage } from '../src/backend/firebaseEnv.ts';

/**
 * Stops a Firebase build (or dev server) before it starts when a `VITE_FIREBASE_*` variable is
 * missing, naming it: otherwise the site would build and then fail in the visitor's browser.
 */
export function firebaseEnvCheck(): Plugin {
  return {
    name: 'apex:firebase-env-check',
    configResolved(config) {
      if (config.env.VITE_BACKEND !== 'firebase') return;
      const missing = missingFirebaseEnv(config.env);
      if (missing.length > 0) throw new Error(missingFirebaseEnvMessage(missing));
    },
  };
}
