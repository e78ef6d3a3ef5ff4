import { GLOSSARY } from '@apex/core';

/** The terms a Hindi page keeps in Latin script (docs/glossary.md), longest first. */
const LATIN_TERMS = GLOSSARY.flatMap(({ hi }) => (/[A-Za-z]/.test(hi) ? [hi] : [])).sort(
  (a, b) => b.length - a.length,
);

/**
 * Three or more Latin-script words in a row: an English phrase or sentence. Single words (a unit,
 * a file type) and two-word names pass; glossary terms, addresses and URLs are removed first.
 */
const ENGLISH_RUN = /[A-Za-z][A-Za-z'’-]*(?:[\s,.:;!?()]+[A-Za-z][A-Za-z'’-]*){2,}/g;

/** The English runs left in a text once the glossary terms, addresses and URLs are taken out. */
export function englishRuns(text: string): string[] {
  let rest = text
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ')
    .replace(/[\w-]+(?:\.[\w-]+)+\/\S*/g, ' ');
  for (const term of LATIN_TERMS) rest = rest.replaceAll(term, ' ');
  return rest.match(ENGLISH_RUN) ?? [];
}
