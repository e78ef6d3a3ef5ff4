import { GLOSSARY, LOCALES } from '@apex/core';
import type { Localized } from '../hooks/useLocalized.ts';
import { englishRuns } from './englishRuns.ts';

/** A Hindi text of a Localized value that a Hindi reader would meet in English, or no twin at all. */
export interface Untranslated {
  /** Where it sits, e.g. `SERVICES[2].summary`. */
  readonly path: string;
  readonly problem: string;
  readonly en: unknown;
  readonly hi: unknown;
}

export interface UntranslatedOptions {
  /**
   * Keys whose values are not read as text (addresses, asset files, ids). The defaults cover the
   * content modules' own; a caller adds its own names here.
   */
  readonly notText?: readonly string[];
}

/** Keys of the content modules that hold an address, a file or an id rather than words. */
export const NOT_TEXT_KEYS: readonly string[] = [
  'href',
  'url',
  'icon',
  'image',
  'level',
  'id',
  'email',
  'phone',
  // Registered names and postal lines, shown marked as English (ContactFact.names).
  'names',
];

/** The glossary's terms a Hindi page writes in Latin script (Apex, the course titles, Google, JPG). */
const LATIN_TERMS = new Set(GLOSSARY.flatMap(({ hi }) => (/[A-Za-z]/.test(hi) ? [hi] : [])));

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * A text that is the same in every language: a glossary term kept in Latin script, an address
 * (URL, site path, email) or a figure ("₹2,999", "95%", "2024").
 */
export function isLanguageFree(text: string): boolean {
  const trimmed = text.trim();
  return (
    LATIN_TERMS.has(trimmed) ||
    /^(https?:|mailto:|\/|#)\S*$/.test(trimmed) ||
    /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(trimmed) ||
    /^[\d\s.,:%₹+\-–/()]+$/.test(trimmed)
  );
}

function textProblem(en: unknown, hi: string): string | undefined {
  if (hi.trim() === '') return en === hi ? undefined : 'empty';
  if (isLanguageFree(hi)) return undefined;
  if (hi === en) return 'the same as the English';
  if (!DEVANAGARI.test(hi)) return 'no Devanagari';
  const runs = englishRuns(hi);
  if (runs.length > 0) return `English left: ${runs.join(' | ')}`;
  return undefined;
}

/** A sample value for each parameter of a text function, so both languages' sentences can be read. */
const SAMPLE_ARGUMENT = '5';

function walk(
  path: string,
  en: unknown,
  hi: unknown,
  notText: ReadonlySet<string>,
  found: Untranslated[],
): void {
  const problem = shapeProblem(en, hi);
  if (problem !== undefined) {
    found.push({ path, problem, en, hi });
  } else if (typeof hi === 'function' && typeof en === 'function') {
    const args = Array.from({ length: hi.length }, () => SAMPLE_ARGUMENT);
    walk(`${path}(…)`, en(...args), hi(...args), notText, found);
  } else if (Array.isArray(hi) && Array.isArray(en)) {
    hi.forEach((item, index) => {
      walk(`${path}[${index}]`, en[index], item, notText, found);
    });
  } else if (typeof hi === 'object' && hi !== null && typeof en === 'object' && en !== null) {
    for (const key of new Set([...Object.keys(en), ...Object.keys(hi)])) {
      if (notText.has(key)) continue;
      walk(`${path}.${key}`, Reflect.get(en, key), Reflect.get(hi, key), notText, found);
    }
  }
  // Numbers, booleans and the like are not read as words.
}

/** What is wrong with a Hindi value against its English twin, before looking inside it. */
function shapeProblem(en: unknown, hi: unknown): string | undefined {
  if (hi === undefined) return en === undefined ? undefined : 'missing';
  if (typeof hi === 'string') return textProblem(en, hi);
  if (typeof hi === 'function') {
    return typeof en === 'function' ? undefined : 'a function where the English is not';
  }
  if (Array.isArray(hi)) {
    return Array.isArray(en) && en.length === hi.length
      ? undefined
      : 'a list of another length than the English';
  }
  if (typeof hi === 'object' && hi !== null && (typeof en !== 'object' || en === null)) {
    return 'an object where the English is not';
  }
  return undefined;
}

/**
 * Every Hindi text of `content` that is left in English: with no Devanagari, the same as its
 * English twin, or carrying an English phrase (glossary terms, addresses and figures excepted).
 * A list of another length, a missing key or a function where the English has text is reported
 * too. Functions (a sentence of a value) are read with a sample value.
 */
export function untranslatedTexts(
  name: string,
  content: Localized<unknown>,
  { notText = [] }: UntranslatedOptions = {},
): Untranslated[] {
  const found: Untranslated[] = [];
  walk(name, content.en, content.hi, new Set([...NOT_TEXT_KEYS, ...notText]), found);
  return found;
}

/** Whether an exported value is a Localized one: an object with exactly one entry per language. */
export function isLocalized(value: unknown): value is Localized<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value);
  return keys.length === LOCALES.length && LOCALES.every((locale) => keys.includes(locale));
}

/** The Localized values a content module exports, by export name. */
export function localizedExports(module: Record<string, unknown>): [string, Localized<unknown>][] {
  return Object.entries(module).filter((entry): entry is [string, Localized<unknown>] =>
    isLocalized(entry[1]),
  );
}
