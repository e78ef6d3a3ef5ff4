import type { Backend } from '../backend.ts';

/**
 * What an adapter hands the conformance suite. Each test asks for a fresh, empty, signed-out
 * backend, so tests never see each other's accounts.
 */
export interface ConformanceHarness {
  createBackend(): Promise<Backend>;
  /** Reads the bytes behind a download URL the adapter returned. */
  fetchBytes(url: string): Promise<Uint8Array>;
  /**
   * The Google account the next `signInWithGoogle` will complete as. Adapters whose popup cannot run
   * in Node substitute an equivalent credential sign-in behind this.
   */
  googleAccount: { readonly email: string; readonly displayName: string };
  /** Called after each test, e.g. to clear an emulator. */
  cleanup?(): Promise<void>;
}
