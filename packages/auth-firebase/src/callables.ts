import { BACKEND_ERROR_CODES, BackendError, type BackendErrorCode } from '@apex/auth-port';
import type { FirebaseApp } from 'firebase/app';
import {
  connectFunctionsEmulator,
  FunctionsError,
  getFunctions,
  httpsCallable,
} from 'firebase/functions';
import type { HostAndPort } from './options.ts';

/** Where the functions run (apps/functions sets the same region): Mumbai, beside the data. */
export const FUNCTIONS_REGION = 'asia-south1';

const connected = new WeakMap<FirebaseApp, ReturnType<typeof getFunctions>>();

/** The app's Functions instance, pointed at the emulator once. */
function functionsOf(app: FirebaseApp, emulator: HostAndPort | undefined) {
  const known = connected.get(app);
  if (known !== undefined) return known;
  const functions = getFunctions(app, FUNCTIONS_REGION);
  if (emulator !== undefined) connectFunctionsEmulator(functions, emulator.host, emulator.port);
  connected.set(app, functions);
  return functions;
}

const PORT_CODES: ReadonlySet<string> = new Set(BACKEND_ERROR_CODES);

/**
 * A callable's refusal as the port's error: the server sends the port's code as `details.code`
 * (apps/functions/src/callables.ts); anything else (the network, the service) is `fallback`.
 */
export function callableError(error: unknown, fallback: BackendErrorCode): BackendError {
  if (error instanceof BackendError) return error;
  if (error instanceof FunctionsError) {
    const details: unknown = error.details;
    const code =
      typeof details === 'object' && details !== null && 'code' in details ? details.code : null;
    if (typeof code === 'string' && PORT_CODES.has(code)) {
      return new BackendError(code, code, { cause: error });
    }
  }
  return new BackendError(fallback, error instanceof Error ? error.message : String(error), {
    cause: error,
  });
}

/** Calls the named callable with `data`, its refusals turned into the port's errors. */
export function createCaller(app: FirebaseApp, emulator: HostAndPort | undefined) {
  return async function callFunction(
    name: string,
    data: Readonly<Record<string, unknown>>,
    fallback: BackendErrorCode,
    timeoutMs?: number,
  ): Promise<unknown> {
    try {
      const options = timeoutMs === undefined ? {} : { timeout: timeoutMs };
      const result = await httpsCallable(functionsOf(app, emulator), name, options)(data);
      return result.data;
    } catch (error) {
      throw callableError(error, fallback);
    }
  };
}

export type CallFunction = ReturnType<typeof createCaller>;
