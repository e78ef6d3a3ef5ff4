/**
 * How the console's search box is read before it is matched against the search tokens the server
 * stores (`searchTokens.ts`): part of the contract, because the Firebase adapter normalises the
 * query in the browser and the server normalises the tokens, and both must agree exactly.
 */

/** Tokens are prefixes of at most this many characters (code points); a longer query is cut. */
export const SEARCH_PREFIX_MAX = 40;

/** Lower case, NFC, one space between words, trimmed: a text as search tokens and queries hold it. */
export function searchText(value: string): string {
  return value.normalize('NFC').toLocaleLowerCase('en-IN').trim().replace(/\s+/g, ' ');
}

/** The query as it is looked up among the tokens: the search text, its first SEARCH_PREFIX_MAX characters. */
export function searchQueryTerm(search: string): string {
  return [...searchText(search)].slice(0, SEARCH_PREFIX_MAX).join('');
}
