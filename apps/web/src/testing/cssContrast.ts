import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Color from 'colorjs.io';
import postcss from 'postcss';

/**
 * Reads colours from the site's CSS files and measures WCAG 2.x contrast, for the contrast test:
 * axe measures only what a page shows in one state and cannot see a text over a gradient, so the
 * test checks the colours as the CSS declares them, gradient stops included.
 */

const WEB_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SKIPPED = new Set(['node_modules', 'dist', 'build', 'e2e', 'public', '.turbo']);

function cssFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return cssFilesUnder(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** The app's CSS file of that name, wherever it sits in the app (files move; names stay). */
export function cssFile(name: string): string {
  const found = cssFilesUnder(WEB_ROOT).filter((path) => basename(path) === name);
  if (found.length !== 1) throw new Error(`expected one ${name}, found ${found.length}`);
  return found[0] ?? name;
}

export interface CssRule {
  readonly selector: string;
  readonly declarations: ReadonlyMap<string, string>;
  /** The condition of the `@media` rule it sits in (e.g. "(min-width: 36rem), print"), if any. */
  readonly media?: string;
}

/** Every rule of a CSS file (inside media queries too), with its declarations. */
export function rulesOf(path: string): CssRule[] {
  const rules: CssRule[] = [];
  postcss.parse(readFileSync(path, 'utf8')).walkRules((rule) => {
    const declarations = new Map<string, string>();
    rule.walkDecls((declaration) => {
      declarations.set(declaration.prop, declaration.value);
    });
    const parent = rule.parent;
    const media =
      parent?.type === 'atrule' && 'name' in parent && parent.name === 'media'
        ? String('params' in parent ? parent.params : '')
        : undefined;
    rules.push({
      selector: rule.selector,
      declarations,
      ...(media === undefined ? {} : { media }),
    });
  });
  return rules;
}

/** The custom properties every rule of a file declares: the design tokens of tokens.css. */
export function customProperties(path: string): ReadonlyMap<string, string> {
  const properties = new Map<string, string>();
  for (const rule of rulesOf(path)) {
    for (const [name, value] of rule.declarations) {
      if (name.startsWith('--')) properties.set(name, value);
    }
  }
  return properties;
}

const COLOR_TOKEN =
  /#[0-9a-f]{3,8}\b|rgba?\([^)]*\)|hsla?\([^)]*\)|var\(--[\w-]+\)|\b(?:transparent|white|black)\b/gi;

/** The colours a value names, in order, with `var(--token)` resolved; `transparent` left out. */
export function colorsIn(value: string, tokens: ReadonlyMap<string, string>): Color[] {
  return (value.match(COLOR_TOKEN) ?? []).flatMap((token) => {
    const name = /^var\((--[\w-]+)\)$/.exec(token)?.[1];
    if (name !== undefined) {
      const resolved = tokens.get(name);
      if (resolved === undefined) throw new Error(`unknown token ${name}`);
      return colorsIn(resolved, tokens);
    }
    return token.toLowerCase() === 'transparent' ? [] : [new Color(token)];
  });
}

/** `top` painted over the opaque `bottom` (source-over, in sRGB as browsers composite). */
export function over(top: Color, bottom: Color): Color {
  const alpha = top.alpha;
  const [r1, g1, b1] = top.to('srgb').coords;
  const [r2, g2, b2] = bottom.to('srgb').coords;
  // A missing (`none`) channel counts as zero, as CSS does when it must compute one.
  const mix = (a: number | null, b: number | null) => (a ?? 0) * alpha + (b ?? 0) * (1 - alpha);
  return new Color('srgb', [mix(r1, r2), mix(g1, g2), mix(b1, b2)], 1);
}

/**
 * Every colour text can stand on over a layered background: its opaque base (the last opaque
 * colour, or each of `under` when it has none), each translucent stop over that base alone, and
 * all of them stacked; a gradient's transparent ends show the base itself.
 */
export function backdrops(layers: readonly Color[], under: readonly Color[] = []): Color[] {
  const base = [...layers].reverse().find((color) => color.alpha >= 1);
  const bases = base === undefined ? under : [base];
  if (bases.length === 0) throw new Error('a background with nothing opaque under it');
  const stops = layers.filter((color) => color.alpha < 1);
  return bases.flatMap((bottom) => [
    bottom,
    ...stops.map((stop) => over(stop, bottom)),
    stops.reduceRight((painted, stop) => over(stop, painted), bottom),
  ]);
}

/** WCAG 2.1 contrast ratio of a text colour (composited if translucent) on an opaque backdrop. */
export function contrast(text: Color, backdrop: Color): number {
  const shown = text.alpha < 1 ? over(text, backdrop) : text;
  return shown.contrast(backdrop, 'WCAG21');
}
