import { englishRuns } from './englishRuns.ts';
import { isLanguageFree } from './untranslated.ts';

/**
 * The text a reader meets in `root` (text, alternative texts, accessible labels and titles), leaving
 * out what is marked with another language than Hindi (`lang="en"`: a spec-quoted English name, the
 * language switch's "English"), hidden elements, scripts and styles. The jsdom twin of the e2e
 * suite's readableText (e2e/support/englishLeftOver.ts), for englishRuns.
 */
export function readableText(root: Element, options: ReadOptions = {}): string {
  return readableParts(root, options).join('\n');
}

export interface ReadOptions {
  /** Parts left out (translated elsewhere). */
  readonly skip?: (element: Element) => boolean;
}

/** Each text node and label a reader meets in `root`, as readableText describes. */
function readableParts(root: Element, { skip = () => false }: ReadOptions): string[] {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node instanceof Element && skip(node)) return;
    if (node instanceof HTMLElement) {
      if (node.lang && !node.lang.startsWith('hi')) return;
      if (node.hidden || node.tagName === 'SCRIPT' || node.tagName === 'STYLE') return;
      for (const attribute of ['alt', 'aria-label', 'title', 'placeholder']) {
        const value = node.getAttribute(attribute);
        if (value) parts.push(value);
      }
    } else if (node instanceof SVGElement) {
      const label = node.getAttribute('aria-label');
      if (label) parts.push(label);
    }
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    for (const child of node.childNodes) walk(child);
  };
  walk(root);
  return parts;
}

/**
 * The English phrases a Hindi reader meets in `root` (englishRuns over readableText). `skip` leaves
 * out parts translated elsewhere.
 */
export function englishLeftIn(root: Element, options: ReadOptions = {}): string[] {
  return englishRuns(readableText(root, options));
}

/**
 * The words a Hindi reader meets in `root` that are wholly in Latin script (a label like "Menu" or
 * "SignUp", too short for englishRuns), apart from glossary terms, addresses and figures, and
 * what is marked `lang="en"`.
 */
export function latinOnlyTexts(root: Element, options: ReadOptions = {}): string[] {
  return readableParts(root, options)
    .map((part) => part.trim())
    .filter(
      (part) => /[A-Za-z]/.test(part) && !/[\u0900-\u097F]/.test(part) && !isLanguageFree(part),
    );
}

/**
 * What the site's frame shows from the features, which carry their own words (the subscribe forms
 * of features/subscribe and the account link of features/session): left to those features' tests.
 */
export function translatedElsewhere(element: Element): boolean {
  return element.tagName === 'FORM' || element.matches('a[href$="/register"]');
}
