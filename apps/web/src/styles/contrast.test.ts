import type Color from 'colorjs.io';
import { describe, expect, it } from 'vitest';
import {
  backdrops,
  type CssRule,
  colorsIn,
  contrast,
  cssFile,
  customProperties,
  rulesOf,
} from '../testing/cssContrast.ts';

// WCAG 2.2 AA (1.4.3) asks 4.5:1 for body text; the site holds every text on its dark surfaces to
// it, large or not, over every colour a gradient can put behind it (issue 33, item 6).
const AA = 4.5;

const tokens = customProperties(cssFile('tokens.css'));

const layersOf = (rule: CssRule): Color[] =>
  colorsIn(
    rule.declarations.get('background') ?? rule.declarations.get('background-color') ?? '',
    tokens,
  );

function ruleOf(file: string, selector: string): CssRule {
  const rule = rulesOf(cssFile(file)).find((candidate) => candidate.selector === selector);
  if (rule === undefined) throw new Error(`${file} has no ${selector}`);
  return rule;
}

interface Surface {
  readonly name: string;
  /** What can stand behind its text. */
  readonly backdrops: readonly Color[];
  /** The CSS files whose rules colour text on it, and which of their rules do. */
  readonly texts: readonly { file: string; rules: (selector: string) => boolean }[];
}

const all = () => true;
/** The notify-me and newsletter forms on a dark surface (SubscribeForm's `night` tone). */
const nightForm = { file: 'SubscribeForm.module.css', rules: (s: string) => s.includes('.night') };

const sectionDark = backdrops(layersOf(ruleOf('Section.module.css', '.dark')));

const SURFACES: readonly Surface[] = [
  {
    name: 'the home hero (two radial gradients over night)',
    backdrops: backdrops(layersOf(ruleOf('HeroSection.module.css', '.hero'))),
    texts: [{ file: 'HeroSection.module.css', rules: all }, nightForm],
  },
  {
    name: 'the /apex hero',
    backdrops: backdrops(layersOf(ruleOf('ApexHero.module.css', '.hero'))),
    texts: [{ file: 'ApexHero.module.css', rules: all }],
  },
  {
    name: 'the page intro band',
    backdrops: backdrops(layersOf(ruleOf('PageIntro.module.css', '.intro'))),
    texts: [{ file: 'PageIntro.module.css', rules: all }],
  },
  {
    name: 'a dark section',
    backdrops: sectionDark,
    texts: [{ file: 'Section.module.css', rules: (s) => s.includes('.dark') }],
  },
  {
    name: 'the benefit cards on a dark section',
    backdrops: backdrops(layersOf(ruleOf('BenefitCards.module.css', '.card')), sectionDark),
    texts: [{ file: 'BenefitCards.module.css', rules: all }],
  },
  {
    name: 'the footer',
    backdrops: backdrops(layersOf(ruleOf('SiteFooter.module.css', '.footer'))),
    texts: [{ file: 'SiteFooter.module.css', rules: all }, nightForm],
  },
];

/** Every text colour on the surface below 4.5:1 against any of its backdrops, in words. */
function shortfalls(surface: Surface): string[] {
  return surface.texts.flatMap(({ file, rules }) =>
    rulesOf(cssFile(file))
      .filter((rule) => rules(rule.selector) && rule.declarations.has('color'))
      .flatMap((rule) => {
        // A rule with a background of its own sets its text on that, over the surface.
        const own = layersOf(rule);
        const behind = own.length === 0 ? surface.backdrops : backdrops(own, surface.backdrops);
        return colorsIn(rule.declarations.get('color') ?? '', tokens).flatMap((text) =>
          behind
            .map((backdrop) => ({ backdrop, ratio: contrast(text, backdrop) }))
            .filter(({ ratio }) => ratio < AA)
            .map(
              ({ backdrop, ratio }) =>
                `${file} ${rule.selector}: ${text.toString({ format: 'hex' })} on ${backdrop.toString({ format: 'hex' })} is ${ratio.toFixed(2)}:1`,
            ),
        );
      }),
  );
}

describe('contrast of text on the dark surfaces, from the CSS', () => {
  it('measures the reported flaw: #4A5361 on #0B1636 is about 2.3:1', () => {
    const [muted, night] = colorsIn('#4a5361 #0b1636', tokens);
    if (muted === undefined || night === undefined) throw new Error('colours not parsed');
    expect(contrast(muted, night)).toBeCloseTo(2.28, 1);
  });

  it("sees the hero's gradient stops, not only its base colour", () => {
    const hero = SURFACES[0];
    // The night base, each stop over it, and both stops stacked.
    expect(hero?.backdrops).toHaveLength(4);
    expect(new Set(hero?.backdrops.map((color) => color.toString({ format: 'hex' }))).size).toBe(4);
  });

  it.each(SURFACES.map((surface) => [surface.name, surface] as const))(
    'holds 4.5:1 for every text on %s',
    (_name, surface) => {
      expect(shortfalls(surface)).toEqual([]);
    },
  );
});
