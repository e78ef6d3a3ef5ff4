import * as v from 'valibot';
import {
  CALLABLES,
  type CallableName,
  type CallableRefusal,
  type ParsedRequest,
  type ParsedResponse,
} from './callables.ts';
import { INVALID_REQUEST, isServerErrorCode, type ServerErrorCode } from './errors.ts';

/** A payload checked against the contract: its parsed value, or the code it is refused with. */
export type Checked<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: ServerErrorCode };

function check<T>(schema: v.GenericSchema<unknown, T>, data: unknown): Checked<T> {
  const result = v.safeParse(schema, data, { abortEarly: true });
  if (result.success) return { ok: true, value: result.output };
  // The first mismatch decides; its message is a code where the schema named one.
  const message = result.issues[0].message;
  return { ok: false, code: isServerErrorCode(message) ? message : INVALID_REQUEST };
}

/** Callable N's request as the function receives it, or the code to refuse it with. */
export const checkRequest = <N extends CallableName>(name: N, data: unknown) =>
  check<ParsedRequest<N>>(CALLABLES[name].request, data);

/** Callable N's response as the site receives it, or `request/invalid` when it is not one. */
export const checkResponse = <N extends CallableName>(name: N, data: unknown) =>
  check<ParsedResponse<N>>(CALLABLES[name].response, data);

/** Whether callable N may refuse with `code` (the codes its contract lists). */
export function refusesWith<N extends CallableName>(
  name: N,
  code: unknown,
): code is CallableRefusal<N> {
  const listed: readonly ServerErrorCode[] = CALLABLES[name].refuses;
  return isServerErrorCode(code) && listed.includes(code);
}
