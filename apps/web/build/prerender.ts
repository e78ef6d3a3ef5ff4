import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { bootPreloads } from './bootPreload.ts';
import { withBootLoader } from './injectBootLoader.ts';
import { inlineStyleHashes, inlineStylesheets, withStyleSrcPolicy } from './inlineStyles.ts';

/**
 * Prerendering as part of `vite build`, for every way the build is started (`pnpm build`,
 * `build:firebase`, `vite build --mode ...`): the plugin turns on Vite's app builder, builds the
 * client and then src/entry-server.tsx for Node, and renders each route of the route table into
 * dist/ with the client build's index.html as the template. See docs/decisions.md, section P.
 */

/**
 * Where the throwaway server build goes: inside node_modules, so it is never deployed or committed,
 * and one directory per build process, so builds running side by side (the bench, CI, e2e) never
 * delete each other's. Removed once the pages are written.
 */
const SERVER_OUT_DIR = `node_modules/.prerender/${process.pid}`;
const SERVER_ENTRY = 'src/entry-server.tsx';
const ROOT_OPEN = '<div id="root">';
const ROOT_SLOT = `${ROOT_OPEN}<!--app-html--></div>`;
const HEAD_SLOT = '<!--app-head-->';
/** Closes the prerendered head tags, so entry-client can drop them when it renders from scratch. */
const HEAD_END = '<!--/app-head-->';

/** What the build writes for one language (src/seo/routeTable.ts, LanguageSite). */
interface LanguageSite {
  locale: string;
  lang: string;
  prefix: string;
  prerenderedPaths: readonly string[];
  shellPaths: readonly string[];
  appShellFile: string;
  notFoundFile: string;
  notFoundRenderPath: string;
}

/** The shape of src/entry-server.tsx, as seen from the compiled bundle. */
interface ServerEntry {
  renderPage(url: string): Promise<{ head: string; html: string }>;
  renderShellHead(locale: string): string;
  site: {
    languages: readonly LanguageSite[];
    htmlFileFor(path: string): string;
    sitemapXml(): string;
    robotsTxt(): string;
    webManifests(): readonly { file: string; content: string }[];
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const HTML_LANG = /<html lang="[^"]*"/;

/**
 * Fills the template's slots; `renderedFor` tells entry-client which URL the markup matches, and
 * `lang` is the page's language tag for `<html lang>` (the template's is English).
 */
export function fillTemplate(
  template: string,
  page: { head: string; html: string; renderedFor?: string; lang?: string },
): string {
  if (!template.includes(ROOT_SLOT) || !template.includes(HEAD_SLOT)) {
    throw new Error(`index.html must contain ${HEAD_SLOT} and ${ROOT_SLOT}`);
  }
  if (page.lang !== undefined && !HTML_LANG.test(template)) {
    throw new Error('index.html must open with <html lang="…"> to set the page language');
  }
  const rootOpen =
    page.renderedFor === undefined
      ? ROOT_OPEN
      : `<div id="root" data-prerendered="${escapeAttribute(page.renderedFor)}">`;
  return template
    .replace(HTML_LANG, (tag) =>
      page.lang === undefined ? tag : `<html lang="${escapeAttribute(page.lang)}"`,
    )
    .replace(HEAD_SLOT, () => `${HEAD_SLOT}${page.head}${HEAD_END}`)
    .replace(ROOT_SLOT, () => `${rootOpen}${page.html}</div>`);
}

async function writeOutput(outDir: string, file: string, content: string) {
  const target = join(outDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, content);
}

type BuildOutput = Rolldown.RolldownOutput | Rolldown.RolldownOutput[] | Rolldown.RolldownWatcher;

/** What a build wrote: the prerender follows a finished build, never a watched one. */
function filesOf(output: BuildOutput): (Rolldown.OutputChunk | Rolldown.OutputAsset)[] {
  if (Array.isArray(output)) return output.flatMap((each) => each.output);
  if ('output' in output) return output.output;
  throw new Error('apex:prerender renders a finished build, not a watched one');
}

async function prerender(config: ResolvedConfig, clientOutDir: string, client: BuildOutput) {
  // The stylesheet goes inside each page (P16): it paints without waiting for a second request.
  // The boot script is imported after the first paint, by an inline loader (P17), which lists
  // the scripts the boot script asks for, one at a time (P29).
  const template = withBootLoader(
    inlineStylesheets(await readFile(join(clientOutDir, 'index.html'), 'utf8'), (href) =>
      readFileSync(join(clientOutDir, href), 'utf8'),
    ),
    undefined,
    bootPreloads(filesOf(client), config.base),
  );
  const entryUrl = pathToFileURL(resolve(config.root, SERVER_OUT_DIR, 'entry-server.js')).href;
  const server = (await import(/* @vite-ignore */ entryUrl)) as ServerEntry;
  const { site } = server;

  const pages = new Map<string, string>();
  // Every language gets every page, its own 404 and its own app shell (docs/decisions.md, L3).
  for (const language of site.languages) {
    const { lang } = language;
    for (const path of language.prerenderedPaths) {
      const page = await server.renderPage(path);
      pages.set(
        site.htmlFileFor(path),
        fillTemplate(template, { ...page, renderedFor: path, lang }),
      );
    }
    const notFound = await server.renderPage(language.notFoundRenderPath);
    pages.set(
      language.notFoundFile,
      fillTemplate(template, { ...notFound, renderedFor: language.notFoundRenderPath, lang }),
    );
    pages.set(
      language.appShellFile,
      fillTemplate(template, { head: server.renderShellHead(language.locale), html: '', lang }),
    );
  }
  // Every page allows the styles of all pages: a page the client renders from scratch (the app
  // shell) gets the same React-rendered <style> the prerendered ones carry.
  const hashes = inlineStyleHashes([...pages.values()]);
  for (const [file, html] of pages) {
    await writeOutput(clientOutDir, file, withStyleSrcPolicy(html, hashes));
  }
  // The routing facts build/serve.mjs needs (a dot file: hosting does not publish it).
  const hosting = {
    languages: site.languages.map(({ prefix, appShellFile, shellPaths, notFoundFile }) => ({
      prefix,
      appShell: appShellFile,
      shellPaths,
      notFound: notFoundFile,
    })),
  };
  await writeOutput(clientOutDir, '.hosting.json', `${JSON.stringify(hosting, null, 2)}\n`);
  await writeOutput(clientOutDir, 'sitemap.xml', site.sitemapXml());
  await writeOutput(clientOutDir, 'robots.txt', site.robotsTxt());
  for (const { file, content } of site.webManifests())
    await writeOutput(clientOutDir, file, content);
  const counts = site.languages.map(
    ({ locale, prerenderedPaths }) => `${prerenderedPaths.length} ${locale}`,
  );
  config.logger.info(
    `prerendered ${counts.join(' + ')} routes, each language's 404 and app shell, sitemap.xml, robots.txt, manifest.webmanifest`,
  );
}

export function prerenderPlugin(): Plugin {
  let resolved: ResolvedConfig | undefined;
  return {
    name: 'apex:prerender',
    apply: 'build',
    config: () => ({
      // Setting `builder` makes plain `vite build` run buildApp below instead of a client-only build.
      builder: {},
      environments: {
        ssr: {
          build: {
            outDir: SERVER_OUT_DIR,
            emptyOutDir: true,
            copyPublicDir: false,
            rolldownOptions: { input: { 'entry-server': SERVER_ENTRY } },
          },
        },
      },
    }),
    configResolved(config) {
      resolved = config;
    },
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      if (client === undefined || ssr === undefined || resolved === undefined) {
        throw new Error('apex:prerender needs the client and ssr environments');
      }
      const clientOutput = await builder.build(client);
      await builder.build(ssr);
      const serverOutDir = resolve(resolved.root, SERVER_OUT_DIR);
      try {
        await prerender(resolved, resolve(resolved.root, client.config.build.outDir), clientOutput);
      } finally {
        await rm(serverOutDir, { recursive: true, force: true });
      }
    },
  };
}
