import { englishRuns } from './englishRuns.ts';

/**
 * The text a reader meets in `root` (text, alternative texts, accessible labels and titles), leaving
 * out what is marked with another language than Hindi (`lang="en"`: a spec-quoted English name, the
 * language switch's "English"), hidden elements, scripts and styles. The jsdom twin of the e2e
 * suite's readableText (e2e/support/englishLeftOver.ts), for englishRuns.
 */
export function readableText(
  root: Element,
  { skip = () => false }: { skip?: (element: Element) => boolean } = {},
): string {
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
  return parts.join('\n');
}

/**
 * The English phrases a Hindi reader meets in `root` (englishRuns over readableText). `skip` leaves
 * out parts translated elsewhere.
 */
export function englishLeftIn(
  root: Element,
  options: { skip?: (element: Element) => boolean } = {},
): string[] {
  return englishRuns(readableText(root, options));
}
