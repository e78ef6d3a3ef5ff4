import { SEARCH_PREFIX_MAX, searchQueryTerm, searchText } from './contract/searchQuery.ts';

/**
 * The organiser console's search (issue 42; docs/adr/0122-search-by-any-word.md), written once:
 * the registration trigger stores `searchTokensOf(...)` as `searchTerms` for Firestore's bounded
 * `array-contains` query, and the memory backend matches the same sources (`matchesSearch`), so a
 * search finds the same registrations on both.
 *
 * A registration is found by the start of any word of the candidate's name, the school or the city
 * (any script: words are split on spaces and punctuation, never on letters or marks), by the
 * start of the whole name, school or city (so "rohan sha" finds "Rohan Sharma"), or by its whole
 * registration number, with or without hyphens.
 */

/** Words of one text taken at most: a long school name does not grow the token list unbounded. */
export const SEARCH_WORDS_MAX = 12;

/** What a registration is searched by: texts matched from their start, and exact terms. */
export interface SearchSources {
  /** Each word, and each whole text, in search text (lower case, NFC). */
  readonly prefixed: readonly string[];
  /** The registration number, lower case, with and without its hyphens. */
  readonly exact: readonly string[];
}

/** What separates words: spaces and the punctuation names and schools carry. */
const WORD_BREAK = /[\s.,;:()/&"'‘’\-–—]+/u;

export function searchSourcesOf(
  registrationNumber: string,
  texts: readonly string[],
): SearchSources {
  const prefixed = new Set<string>();
  for (const text of texts) {
    const whole = searchText(text);
    if (whole !== '') prefixed.add(whole);
    const words = whole.split(WORD_BREAK).filter((word) => word !== '');
    for (const word of words.slice(0, SEARCH_WORDS_MAX)) prefixed.add(word);
  }
  const number = registrationNumber.toLowerCase();
  return { prefixed: [...prefixed], exact: [...new Set([number, number.replace(/-/g, '')])] };
}

/**
 * The tokens stored for Firestore's `array-contains`: the exact terms, and every prefix (1 to
 * SEARCH_PREFIX_MAX characters) of each prefixed source. Bounded: at most 3 texts x (1 +
 * SEARCH_WORDS_MAX) sources x SEARCH_PREFIX_MAX prefixes, plus 2.
 */
export function searchTokensOf(registrationNumber: string, texts: readonly string[]): string[] {
  const sources = searchSourcesOf(registrationNumber, texts);
  const tokens = new Set<string>(sources.exact);
  for (const source of sources.prefixed) {
    const characters = [...source].slice(0, SEARCH_PREFIX_MAX);
    for (let length = 1; length <= characters.length; length += 1) {
      tokens.add(characters.slice(0, length).join(''));
    }
  }
  return [...tokens];
}

/**
 * Whether a registration's sources match a search as the console typed it: when its tokens
 * contain the search's query term (searchQueryTerm), without listing the tokens; a search longer
 * than SEARCH_PREFIX_MAX must also begin a source whole (as the Firebase adapter checks).
 */
export function matchesSearch(sources: SearchSources, search: string): boolean {
  const term = searchQueryTerm(search);
  if (term === '') return true;
  // Longer than a token, a search is looked up by its first characters, then matched whole.
  const whole = searchText(search);
  return sources.exact.includes(term) || sources.prefixed.some((text) => text.startsWith(whole));
}
