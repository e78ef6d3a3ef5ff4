/**
 * The environment of each build variant, for the scripts that build both (`pnpm bench`,
 * build/builtChunks.test.ts). The Firebase values are demo ones: the Firebase build needs them
 * to exist, and nothing built with them talks to Firebase.
 */
export const BUILD_VARIANT_ENV = {
  memory: { VITE_BACKEND: 'memory' },
  firebase: {
    VITE_BACKEND: 'firebase',
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: 'demo-apex.firebaseapp.com',
    VITE_FIREBASE_PROJECT_ID: 'demo-apex',
    VITE_FIREBASE_STORAGE_BUCKET: 'demo-apex.appspot.com',
    VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000000000',
    VITE_FIREBASE_MESSAGING_SENDER_ID: '000000000000',
  },
};
