/**
 * The contract between the site and the server: each callable's name, request and response
 * schemas, and its error codes. The Firebase adapter calls callables only through it, and the
 * functions refuse a payload that does not match it before any work. Browser-safe: no decisions,
 * no Node builtins (the Firebase adapter's chunk imports this entry point alone).
 */
export { SEARCH_PREFIX_MAX, searchQueryTerm, searchText } from './searchQuery.ts';
