import {
  type CallableName,
  type CallableResponse,
  checkRequest,
  type ParsedRequest,
  replayRefusal,
  SERVER_ERROR_STATUS,
  type ServerErrorCode,
  ServerRefusal,
} from '@apex/server/contract';
import {
  type CallableFunction,
  type CallableOptions,
  type CallableRequest,
  HttpsError,
  onCall,
} from 'firebase-functions/https';

/** A refusal as the callable protocol sends it: the contract's status, the code in `details`. */
export function refusalOf(code: ServerErrorCode): HttpsError {
  return new HttpsError(SERVER_ERROR_STATUS[code], code, { code });
}

/** What a contract callable's work is given: the parsed request, and the call (auth, IP). */
export type ContractHandler<N extends CallableName> = (
  request: ParsedRequest<N>,
  call: CallableRequest<unknown>,
) => Promise<CallableResponse<N>>;

/**
 * Callable `name` of the contract (@apex/server/contract), exported under that name: a payload its
 * request schema refuses is answered with the contract's code before `work` runs; a ServerRefusal
 * of the work reaches the client as an HttpsError whose `details.code` is the port's code (the
 * Firebase adapter turns it into a BackendError).
 */
export function contractCallable<N extends CallableName>(
  name: N,
  options: CallableOptions,
  work: ContractHandler<N>,
): CallableFunction<unknown, Promise<CallableResponse<N>>> {
  // App Check replay protection (issue 38): the contract names the callables whose token is
  // consumed, so it can be used once; a token seen before is refused before any work.
  const replayCode = replayRefusal(name);
  const withReplay: CallableOptions =
    replayCode === null || options.enforceAppCheck === undefined
      ? options
      : { ...options, consumeAppCheckToken: options.enforceAppCheck };
  return onCall(withReplay, async (call: CallableRequest<unknown>) => {
    if (replayCode !== null && call.app?.alreadyConsumed === true) throw refusalOf(replayCode);
    const checked = checkRequest(name, call.data);
    if (!checked.ok) throw refusalOf(checked.code);
    try {
      return await work(checked.value, call);
    } catch (error) {
      if (error instanceof ServerRefusal) throw refusalOf(error.code);
      throw error;
    }
  });
}
