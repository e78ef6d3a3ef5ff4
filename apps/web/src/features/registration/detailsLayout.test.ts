import { describe, expect, it } from 'vitest';
import { cssFile, rulesOf } from '../../testing/cssContrast.ts';

// The confirmation and slip at 320–414 px (issue 33, item 2): jsdom lays nothing out, so this
// reads the `.details` grid from the CSS; a browser test at 375 px is e2e's (narrow-details).

const ROOT_FONT_PX = 16;
const PHONE_MAX_PX = 414;

const details = rulesOf(cssFile('registration.module.css')).filter(
  (rule) => rule.selector === '.details' && rule.declarations.has('grid-template-columns'),
);

/** The smallest viewport width, in px, at which a media condition's `min-width` applies. */
function minWidthPx(media: string): number {
  const match = /min-width:\s*([\d.]+)(rem|em|px)/.exec(media);
  if (match === null) return 0;
  const value = Number(match[1]);
  return match[2] === 'px' ? value : value * ROOT_FONT_PX;
}

describe('the confirmation details grid', () => {
  it('stacks each label above its answer by default: one column, the whole width', () => {
    const base = details.filter((rule) => rule.media === undefined);
    expect(base).toHaveLength(1);
    expect(base[0]?.declarations.get('grid-template-columns')).toBe('minmax(0, 1fr)');
  });

  it('puts labels beside answers only wider than a phone, or on paper, the label column capped', () => {
    const sideBySide = details.filter((rule) => rule.media !== undefined);
    expect(sideBySide.length).toBeGreaterThan(0);
    for (const rule of sideBySide) {
      const media = rule.media ?? '';
      expect(minWidthPx(media)).toBeGreaterThan(PHONE_MAX_PX);
      expect(media).toMatch(/\bprint\b/);
      // The answers keep at least 60% of the row: the labels' column never takes it all.
      expect(rule.declarations.get('grid-template-columns')).toBe(
        'fit-content(40%) minmax(0, 1fr)',
      );
    }
  });
});
