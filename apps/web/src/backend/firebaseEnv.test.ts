import { describe, expect, it } from 'vitest';
import { firebaseOptionsFrom, missingFirebaseEnv, REQUIRED_FIREBASE_ENV } from './firebaseEnv.ts';

const COMPLETE = {
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-apex.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-apex',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-apex.appspot.com',
  VITE_FIREBASE_APP_ID: '1:0:web:0',
};

describe('firebaseOptionsFrom', () => {
  it('builds the adapter config from the five required variables', () => {
    expect(firebaseOptionsFrom(COMPLETE)).toEqual({
      config: {
        apiKey: 'demo-api-key',
        authDomain: 'demo-apex.firebaseapp.com',
        projectId: 'demo-apex',
        storageBucket: 'demo-apex.appspot.com',
        appId: '1:0:web:0',
      },
      emulators: {},
    });
  });

  it('adds the sender id and the emulator hosts only when they are set', () => {
    const options = firebaseOptionsFrom({
      ...COMPLETE,
      VITE_FIREBASE_MESSAGING_SENDER_ID: '1234',
      VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9319',
      VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: ' ',
    });
    expect(options.config.messagingSenderId).toBe('1234');
    expect(options.emulators).toEqual({ auth: '127.0.0.1:9319' });
  });

  it('points the callables at the Functions emulator next to the Auth one when it is set', () => {
    const options = firebaseOptionsFrom({
      ...COMPLETE,
      VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9319',
      VITE_FIREBASE_FUNCTIONS_EMULATOR_HOST: ' 127.0.0.1:5319 ',
    });
    expect(options.emulators).toEqual({ auth: '127.0.0.1:9319', functions: '127.0.0.1:5319' });
  });

  it('starts App Check with reCAPTCHA Enterprise when the site key is set (issue 30)', () => {
    expect(
      firebaseOptionsFrom({ ...COMPLETE, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: ' 6Lc-key ' })
        .appCheck,
    ).toEqual({ provider: 'recaptcha-enterprise', siteKey: '6Lc-key' });
    expect(firebaseOptionsFrom(COMPLETE).appCheck).toBeUndefined();
  });

  it('uses the App Check debug provider against the emulators, never reCAPTCHA', () => {
    const emulated = {
      ...COMPLETE,
      VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9319',
      VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '6Lc-key',
    };
    expect(firebaseOptionsFrom(emulated).appCheck).toEqual({ provider: 'debug' });
    expect(
      firebaseOptionsFrom({ ...emulated, VITE_FIREBASE_APPCHECK_DEBUG_TOKEN: 'tok' }).appCheck,
    ).toEqual({ provider: 'debug', debugToken: 'tok' });
  });

  it.each(REQUIRED_FIREBASE_ENV)('refuses to start without %s, naming it', (name) => {
    const env = { ...COMPLETE, [name]: '' };
    expect(missingFirebaseEnv(env)).toEqual([name]);
    expect(() => firebaseOptionsFrom(env)).toThrow(name);
  });
});
