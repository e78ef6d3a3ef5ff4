import { BackendError, type BackendErrorCode, type KnownBackendErrorCode } from '@apex/auth-port';
import {
  type CallableName,
  type CallableRefusal,
  type CallableRequest,
  checkRequest,
  checkResponse,
  type ParsedResponse,
  refusesWith,
  replayRefusal,
} from '@apex/server/contract';
import type { FirebaseApp } from 'firebase/app';
import {
  connectFunctionsEmulator,
  FunctionsError,
  getFunctions,
  httpsCallable,
} from 'firebase/functions';
import { FUNCTIONS_REGION, type HostAndPort } from './options.ts';

export { FUNCTIONS_REGION };

/**
 * Calls callable `name` of the contract (@apex/server/contract): the request is checked before it
 * is sent, the answer before it is believed (a mismatch is `fallback`, the service's
 * "unavailable"), and a refusal the callable lists becomes the port's error of the same code.
 */
export type CallFunction = <N extends CallableName>(
  name: N,
  request: CallableRequest<N>,
  fallback: BackendErrorCode,
  timeoutMs?: number,
) => Promise<ParsedResponse<N>>;

/** Sends a checked request over the wire and gives back what came back, unchecked. */
export type Transport = (
  name: CallableName,
  data: unknown,
  timeoutMs: number | undefined,
) => Promise<unknown>;

/** The contract's refusals are the port's codes: this compiles only while that holds. */
const portCode = (code: CallableRefusal<CallableName>): KnownBackendErrorCode => code;

/** Callable `name`'s refusal `code` as the port's error; a code it does not list is `fallback`. */
function refusal(
  name: CallableName,
  code: unknown,
  fallback: BackendErrorCode,
  cause?: unknown,
): BackendError {
  if (refusesWith(name, code)) return new BackendError(portCode(code), code, { cause });
  return new BackendError(fallback, `${name} refused with ${String(code)}.`, { cause });
}

/**
 * A callable's failure as the port's error: the server sends the contract's code as
 * `details.code` (apps/functions/src/callables.ts); anything else (the network, the service, a
 * code the callable does not list) is `fallback`.
 */
export function callableError(
  name: CallableName,
  error: unknown,
  fallback: BackendErrorCode,
): BackendError {
  if (error instanceof BackendError) return error;
  if (error instanceof FunctionsError) {
    const details: unknown = error.details;
    const code =
      typeof details === 'object' && details !== null && 'code' in details ? details.code : null;
    if (refusesWith(name, code)) return refusal(name, code, fallback, error);
  }
  return new BackendError(fallback, error instanceof Error ? error.message : String(error), {
    cause: error,
  });
}

/** The contract's calls over `transport`. */
export function callThrough(transport: Transport): CallFunction {
  return async function call<N extends CallableName>(
    name: N,
    request: CallableRequest<N>,
    fallback: BackendErrorCode,
    timeoutMs?: number,
  ): Promise<ParsedResponse<N>> {
    const checked = checkRequest(name, request);
    // What the server would refuse for its shape is refused here, without a call.
    if (!checked.ok) throw refusal(name, checked.code, fallback);
    let answer: unknown;
    try {
      answer = await transport(name, checked.value, timeoutMs);
    } catch (error) {
      throw callableError(name, error, fallback);
    }
    const parsed = checkResponse(name, answer);
    if (!parsed.ok) throw new BackendError(fallback, `${name} answered outside the contract.`);
    return parsed.value;
  };
}

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

/** The contract's calls over Firebase's callable protocol (httpsCallable). */
export function createCaller(app: FirebaseApp, emulator: HostAndPort | undefined): CallFunction {
  return callThrough(async (name, data, timeoutMs) => {
    // A callable with replay protection gets a limited-use App Check token for each call, which
    // the function consumes (issue 38; the contract names them).
    const options = {
      ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }),
      ...(replayRefusal(name) === null ? {} : { limitedUseAppCheckTokens: true }),
    };
    return (await httpsCallable(functionsOf(app, emulator), name, options)(data)).data;
  });
}
