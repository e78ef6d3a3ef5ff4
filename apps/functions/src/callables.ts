import {
  type CallableName,
  type CallableResponse,
  checkRequest,
  type ParsedRequest,
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
  return onCall(options, async (call: CallableRequest<unknown>) => {
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
