import type { FirebaseApp } from 'firebase/app';
import {
  type AppCheck,
  CustomProvider,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
} from 'firebase/app-check';

/**
 * App Check (issue 30): every call to Auth, Firestore, Storage and the functions carries a token
 * proving it comes from this site in a real browser; the services refuse calls without one once
 * enforcement is on (docs/deploy.md). The site uses the reCAPTCHA Enterprise provider (a score
 * key, invisible to visitors); against the emulators, the debug provider, which needs no
 * reCAPTCHA and no network.
 */
export type AppCheckOptions =
  | { readonly provider: 'recaptcha-enterprise'; readonly siteKey: string }
  | {
      readonly provider: 'debug';
      /** A debug token registered in the console; without one the SDK makes one and logs it. */
      readonly debugToken?: string | undefined;
    };

/**
 * In debug mode the SDK never asks the provider for a token, but it still initialises it: a
 * reCAPTCHA provider would load Google's script. This one loads nothing and is never asked.
 */
const debugOnly = new CustomProvider({
  getToken: () => Promise.reject(new Error('App Check debug mode asks no provider')),
});

export function startAppCheck(app: FirebaseApp, options: AppCheckOptions): AppCheck {
  if (options.provider === 'debug') {
    // The SDK's documented switch: a global read once, by the first initializeAppCheck.
    Object.assign(globalThis, { FIREBASE_APPCHECK_DEBUG_TOKEN: options.debugToken ?? true });
  }
  return initializeAppCheck(app, {
    provider:
      options.provider === 'debug' ? debugOnly : new ReCaptchaEnterpriseProvider(options.siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}
