import type { Page } from '@playwright/test';

export { englishRuns } from '../../src/testing/englishRuns.ts';

/**
 * The text a reader meets on the page (visible text, alternative texts, labels), leaving out what
 * is marked `lang="en"`: an English fragment inside Hindi that a screen reader is told to read as
 * English (a spec-quoted name, the language switch's "English").
 */
export function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walk = (node: Node) => {
      if (node instanceof HTMLElement) {
        if (node.lang && !node.lang.startsWith('hi')) return;
        if (node.hidden || getComputedStyle(node).display === 'none') return;
        if (node.tagName === 'SCRIPT' || node.tagName === 'STYLE') return;
        for (const attribute of ['alt', 'aria-label', 'title', 'placeholder']) {
          const value = node.getAttribute(attribute);
          if (value) parts.push(value);
        }
      }
      if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
      for (const child of node.childNodes) walk(child);
    };
    walk(document.body);
    return parts.join('\n');
  });
}
