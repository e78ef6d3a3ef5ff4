import type { FirebaseOptions } from 'firebase/app';
import type { Auth, AuthProvider, Persistence, User, UserCredential } from 'firebase/auth';
import type { AppCheckOptions } from './appCheck.ts';

/** Opens Google's sign-in; the browser default is `signInWithPopup` with the popup resolver. */
export type PopupSignIn = (auth: Auth, provider: AuthProvider) => Promise<UserCredential>;

/** Proves again it is the Google user (before deleting the account): `reauthenticateWithPopup`. */
export type PopupReauthenticate = (user: User, provider: AuthProvider) => Promise<UserCredential>;

/** Emulator addresses as `host:port`, e.g. `127.0.0.1:9319`. */
export interface EmulatorHosts {
  readonly auth?: string | undefined;
  readonly firestore?: string | undefined;
  readonly storage?: string | undefined;
  /** The Functions emulator (the guardian's callables and the resend, issue 28). */
  readonly functions?: string | undefined;
}

export interface FirebaseBackendOptions {
  readonly config: FirebaseOptions;
  /** Name of the Firebase app; tests give each backend its own so their sessions stay apart. */
  readonly appName?: string;
  /** Where the session is kept. The browser default survives reloads: IndexedDB, then local storage. */
  readonly persistence?: Persistence | Persistence[];
  readonly emulators?: EmulatorHosts;
  /**
   * App Check: the reCAPTCHA Enterprise provider on the site, the debug provider against the
   * emulators. Left out where no browser runs (Node tests), which then call without a token.
   */
  readonly appCheck?: AppCheckOptions;
  /** Tests in Node, where no popup can open, substitute a credential sign-in here. */
  readonly popupSignIn?: PopupSignIn;
  /** The same for re-authentication with Google. */
  readonly popupReauthenticate?: PopupReauthenticate;
  /**
   * How long an upload or a profile write may take before it fails with a retryable `…/timeout`;
   * `BACKEND_WRITE_TIMEOUT_MS` (30 s) unless a test asks for less.
   */
  readonly writeTimeoutMs?: number;
  /** How long a read the UI waits on may take (`BACKEND_READ_TIMEOUT_MS` unless a test asks). */
  readonly readTimeoutMs?: number;
}

/** Where the functions run (apps/functions sets the same region): Mumbai, beside the data. */
export const FUNCTIONS_REGION = 'asia-south1';

export interface HostAndPort {
  readonly host: string;
  readonly port: number;
}

/** Parses `host:port` (IPv6 hosts in brackets); throws with the offending value otherwise. */
export function parseHostAndPort(value: string): HostAndPort {
  const match = /^(\[[^\]]+\]|[^:/\s]+):(\d{1,5})$/.exec(value.trim());
  const host = match?.[1];
  const port = Number(match?.[2]);
  if (host === undefined || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`Emulator host must look like 127.0.0.1:9099, got "${value}"`);
  }
  return { host: host.replace(/^\[|\]$/g, ''), port };
}
