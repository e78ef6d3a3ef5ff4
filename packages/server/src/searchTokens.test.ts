import { describe, expect, it } from 'vitest';
import { SEARCH_PREFIX_MAX, searchQueryTerm } from './contract/searchQuery.ts';
import {
  matchesSearch,
  SEARCH_WORDS_MAX,
  searchSourcesOf,
  searchTokensOf,
} from './searchTokens.ts';

const NUMBER = 'AB12-CD34-EF56';
const rohan = [NUMBER, ['Rohan Sharma', 'St. Mary’s Convent School', 'New Delhi']] as const;
const leela = ['ZZ12-CD34-EF56', ['लीला शर्मा', 'केंद्रीय विद्यालय', 'जयपुर']] as const;

const finds = ([number, texts]: readonly [string, readonly string[]], search: string) =>
  matchesSearch(searchSourcesOf(number, texts), search);
const tokenFor = ([number, texts]: readonly [string, readonly string[]], search: string) =>
  searchTokensOf(number, texts).includes(searchQueryTerm(search));

describe('search by any word', () => {
  it.each([
    'Sharma',
    'sharma',
    '  SHAR ',
    'Rohan',
    'rohan sha',
    'mary',
    'convent',
    'st. mary',
    'delhi',
    'New Delhi',
    'ab12-cd34-ef56',
    'AB12CD34EF56',
  ])('finds Rohan Sharma by %j', (search) => {
    expect(finds(rohan, search)).toBe(true);
    expect(tokenFor(rohan, search)).toBe(true);
  });

  it.each(['शर्मा', 'शर', 'लीला', 'विद्यालय', 'जयपुर'])(
    'finds a Devanagari registration by %j',
    (search) => {
      expect(finds(leela, search)).toBe(true);
      expect(tokenFor(leela, search)).toBe(true);
    },
  );

  it.each(['arma', 'ohan', 'ab12', 'AB12-CD34', 'sharma rohan', 'र्मा', 'pune'])(
    'does not find Rohan Sharma by %j (not the start of a word, not a whole number)',
    (search) => {
      expect(finds(rohan, search)).toBe(false);
      expect(finds(leela, search)).toBe(false);
      expect(tokenFor(rohan, search)).toBe(false);
    },
  );

  it('matches in memory exactly when the stored tokens hold the query term', () => {
    const texts = ['Aarav Kumar-Singh', 'D.A.V. Public School, Sector 14', 'Gurugram'];
    const sources = searchSourcesOf(NUMBER, texts);
    const tokens = new Set(searchTokensOf(NUMBER, texts));
    const searches = [...tokens, 'x', 'aarav kumar', 'singh', 'sector 1', 'gurugramx', 'kumar-s'];
    for (const search of searches) {
      expect(matchesSearch(sources, search), search).toBe(tokens.has(searchQueryTerm(search)));
    }
  });

  it('keeps the token list bounded however long the texts', () => {
    const long = Array.from(
      { length: 60 },
      (_, index) => `word${index}xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`,
    );
    const tokens = searchTokensOf(NUMBER, [long.join(' '), long.join(' '), long.join(' ')]);
    expect(tokens.length).toBeLessThanOrEqual(3 * (1 + SEARCH_WORDS_MAX) * SEARCH_PREFIX_MAX + 2);
    expect(tokens.every((token) => [...token].length <= SEARCH_PREFIX_MAX)).toBe(true);
  });

  it('finds everything with an empty search', () => {
    expect(finds(rohan, '   ')).toBe(true);
  });
});
