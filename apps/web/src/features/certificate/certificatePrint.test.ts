import { readFileSync } from 'node:fs';
import postcss, { type AtRule, type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';
import { cssFile } from '../../testing/cssContrast.ts';

// The certificate prints on ONE A4 landscape page (issue 29). jsdom neither lays out nor prints,
// so this reads the print rules from the CSS; the e2e spec prints the page in Chromium and counts.

const root = postcss.parse(readFileSync(cssFile('certificate.module.css'), 'utf8'));
const A4_LANDSCAPE_HEIGHT_MM = 210;

function declarationsOf(node: Rule | AtRule): Map<string, string> {
  const found = new Map<string, string>();
  node.each((child) => {
    if (child.type === 'decl') found.set(child.prop, child.value);
  });
  return found;
}

const pages = root.nodes.filter(
  (node): node is AtRule => node.type === 'atrule' && node.name === 'page',
);
const printRules: Rule[] = [];
root.walkAtRules('media', (media) => {
  if (/\bprint\b/.test(media.params)) media.walkRules((rule) => void printRules.push(rule));
});
function printRule(selector: string): Rule {
  const rule = printRules.find((candidate) => candidate.selector === selector);
  if (rule === undefined) throw new Error(`no print rule for ${selector}`);
  return rule;
}

function thePage(): AtRule {
  const [page] = pages;
  if (page === undefined) throw new Error('no @page rule');
  return page;
}
const mm = (value: string | undefined) =>
  Number(/^([\d.]+)mm$/.exec(value ?? '')?.[1] ?? Number.NaN);

describe('the certificate on paper', () => {
  it('is a named A4 landscape page, so other pages keep their own paper', () => {
    expect(pages.map((page) => page.params)).toEqual(['certificate']);
    const page = declarationsOf(thePage());
    expect(page.get('size')).toBe('A4 landscape');
    expect(printRule('.certificate').toString()).toMatch(/page:\s*certificate/);
  });

  it('fits in one sheet: the certificate is no taller than the page less its margins, and clips', () => {
    const margin = mm(declarationsOf(thePage()).get('margin'));
    const certificate = declarationsOf(printRule('.certificate'));
    expect(mm(certificate.get('height'))).toBeLessThanOrEqual(A4_LANDSCAPE_HEIGHT_MM - 2 * margin);
    expect(certificate.get('overflow')).toBe('hidden');
    expect(declarationsOf(printRule('.sheet')).get('break-inside')).toBe('avoid');
  });

  it('prints none of the site around it, nor its buttons', () => {
    const hidden = printRules.filter((rule) => declarationsOf(rule).get('display') === 'none');
    const selectors = hidden.flatMap((rule) => rule.selectors);
    for (const part of ['header', 'footer', 'nav']) {
      expect(selectors).toContain(`:global(body):has(.certificate) :global(${part})`);
    }
    expect(selectors).toContain('.noPrint');
  });
});
