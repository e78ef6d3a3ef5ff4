/**
 * The server's decisions: what the server does, as pure functions of stored data, the event and
 * the time. No I/O, no SDK: apps/functions runs them over Firestore, @apex/auth-memory over its
 * in-memory state.
 */

export { gradeStandings } from './gradeStandings.ts';
export type { SearchSources } from './searchTokens.ts';
export {
  matchesSearch,
  SEARCH_WORDS_MAX,
  searchSourcesOf,
  searchTokensOf,
} from './searchTokens.ts';
