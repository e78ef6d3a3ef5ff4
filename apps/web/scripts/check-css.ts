/**
 * Proves on a built site that each prerendered page paints with only the CSS it uses (issue 41,
 * docs/adr/0113-used-css-inlined.md): `pnpm --filter @apex/web check:css [<siteDir>]`, default
 * dist/client. For every page but the app shell (`__spa-fallback.html`, whose pages need the app):
 *   - no stylesheet link blocks its paint: each waits, inert, for the boot loader (`<template>`);
 *   - every rule of its inline block of used CSS names only classes the page's HTML has;
 *   - none of those rules styles a page of another kind: the pages the hosting serves the app
 *     shell for (the organiser console, certificates, the guardian's, account and subscription
 *     pages), whose stylesheets (the framework's route manifest) no prerendered page links, when
 *     the build splits its CSS per route.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import { AFTER_PAINT_ATTRIBUTE, USED_CSS_ATTRIBUTE } from '../vite/inlineUsedCss.ts';
import { SPA_FALLBACK_FILE } from '../vite/siteFiles.ts';
import { STYLESHEET_LINK, sheetPath } from '../vite/usedCss.ts';
import { parseArgs } from './check-html.mjs';

/** A class in a selector: `.name` (CSS modules write `_local_hash_line`). */
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
const USED_CSS = new RegExp(`<style ${USED_CSS_ATTRIBUTE}="">([\\s\\S]*?)</style>`);
const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;
const DEFERRED_LINKS = new RegExp(
  `<template ${AFTER_PAINT_ATTRIBUTE}="">[\\s\\S]*?</template>`,
  'g',
);

/** A negation: the classes in it are ones the element must NOT have. */
const NEGATION = /:not\([^)]*\)/g;

/**
 * The classes the rules of `css` select (not those of `url()`s or numbers in declarations); with
 * `required`, only those an element must have for a rule to apply (none inside `:not()`).
 */
export function selectorClasses(css: string, { required = false } = {}): Set<string> {
  const classes = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    const selector = required ? rule.selector.replace(NEGATION, '') : rule.selector;
    for (const [, name] of selector.matchAll(CLASS)) if (name) classes.add(name);
  });
  return classes;
}

/** The classes a page's elements carry. */
export const pageClasses = (html: string): Set<string> =>
  new Set([...html.matchAll(CLASS_ATTRIBUTE)].flatMap(([, value]) => value?.split(/\s+/) ?? []));

/** What is wrong with one built page; `otherKind` holds the classes only other kinds of page use. */
export function pageProblems(html: string, otherKind: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const match of html.replace(DEFERRED_LINKS, '').matchAll(STYLESHEET_LINK)) {
    problems.push(`${match[1]} blocks the paint`);
  }
  const inline = USED_CSS.exec(html)?.[1];
  if (inline === undefined) return [...problems, 'no inline block of used CSS'];
  const onPage = pageClasses(html);
  const absent = [...selectorClasses(inline, { required: true })].filter(
    (name) => !onPage.has(name),
  );
  if (absent.length > 0) problems.push(`rules for classes not on the page: ${absent.join(' ')}`);
  const foreign = [...selectorClasses(inline)].filter((name) => otherKind.has(name));
  if (foreign.length > 0) problems.push(`rules of another kind of page: ${foreign.join(' ')}`);
  return problems;
}

/** The framework's route manifest, as much of it as this check reads. */
export interface RouteManifest {
  routes: Record<string, { path?: string; css?: string[] }>;
}

/**
 * The stylesheets of the routes at `shellPaths` (the app shell's pages) that no prerendered page
 * links: the styles of those kinds of page alone.
 */
export function otherKindStylesheets(
  manifest: RouteManifest,
  shellPaths: readonly string[],
  linkedByPages: ReadonlySet<string>,
): string[] {
  const shellRoutes = new Set(shellPaths.map((path) => path.replace(/^\//, '')));
  const sheets = Object.values(manifest.routes)
    .filter((route) => route.path !== undefined && shellRoutes.has(route.path))
    .flatMap((route) => route.css ?? []);
  return [...new Set(sheets)].filter((sheet) => !linkedByPages.has(sheet));
}

async function readManifest(site: string): Promise<RouteManifest> {
  const assets = await readdir(join(site, 'assets'));
  const file = assets.find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (file === undefined) throw new Error(`${site} has no route manifest (assets/manifest-*.js)`);
  const text = await readFile(join(site, 'assets', file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
}

/** Every problem of the built site at `site`, as `page: problem` lines. */
export async function checkSite(site: string): Promise<string[]> {
  const entries = await readdir(site, { withFileTypes: true, recursive: true });
  const pages = await Promise.all(
    entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .filter((entry) => entry.name !== SPA_FALLBACK_FILE)
      .map(async (entry) => {
        const file = join(entry.parentPath, entry.name);
        return { file: relative(site, file), html: await readFile(file, 'utf8') };
      }),
  );
  const linked = new Set(
    pages.flatMap(({ html }) =>
      [...html.matchAll(STYLESHEET_LINK)].map((match) => sheetPath(match[1] ?? '')),
    ),
  );
  const hosting: { languages: { shellPaths: string[] }[] } = JSON.parse(
    await readFile(join(site, '.hosting.json'), 'utf8'),
  );
  const shellPaths = hosting.languages.flatMap((language) => language.shellPaths);
  const classesOf = async (sheets: Iterable<string>) => {
    const texts = await Promise.all(
      [...sheets].map((sheet) => readFile(join(site, sheetPath(sheet)), 'utf8')),
    );
    return selectorClasses(texts.join('\n'));
  };
  // A module both kinds use (the form fields of /register and /exam-registration) is this page's.
  const publicClasses = await classesOf(linked);
  const otherKind = new Set(
    [
      ...(await classesOf(otherKindStylesheets(await readManifest(site), shellPaths, linked))),
    ].filter((name) => !publicClasses.has(name)),
  );
  // With one site-wide stylesheet (vite.config.ts) no sheet is the app shell pages' alone: the
  // second check above (only classes on the page) is then what keeps their rules out.
  return pages.flatMap(({ file, html }) =>
    pageProblems(html, otherKind).map((problem) => `${file}: ${problem}`),
  );
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseArgs(argv, process.cwd());
  if ('error' in parsed) {
    console.error(`check:css: ${parsed.error}`);
    return 2;
  }
  const problems = await checkSite(parsed.siteDir);
  if (problems.length > 0) {
    console.error(`check:css: ${problems.length} problem(s)\n${problems.join('\n')}`);
    return 1;
  }
  console.log(`check:css: every page of ${parsed.siteDir} paints with only the CSS it uses`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
