/**
 * The contract between the site and the server: each callable's name, request and response
 * schemas, and its error codes. The Firebase adapter calls callables only through it, and the
 * functions refuse a payload that does not match it before any work. Browser-safe: no decisions,
 * no Node builtins (the Firebase adapter's chunk imports this entry point alone).
 */
export {
  CALLABLE_NAMES,
  CALLABLES,
  type CallableName,
  type CallableRefusal,
  type CallableRequest,
  type CallableResponse,
  MAX_PUBLISH_ROWS,
  type ParsedRequest,
  type ParsedResponse,
  replayRefusal,
} from './callables.ts';
export {
  type CallableStatus,
  INVALID_REQUEST,
  isServerErrorCode,
  SERVER_ERROR_STATUS,
  type ServerErrorCode,
  ServerRefusal,
} from './errors.ts';
export { type Checked, checkRequest, checkResponse, refusesWith } from './parse.ts';
export { SEARCH_PREFIX_MAX, searchQueryTerm, searchText } from './searchQuery.ts';
