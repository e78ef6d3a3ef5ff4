import { mkdir, readdir, readFile, rename, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { LOCALES } from '@apex/core';
import { siteOriginFrom } from '../src/config/siteOrigin.ts';
import {
  htmlFileFor,
  INDEXABLE_PATHS,
  LANGUAGE_SITES,
  ROBOTS_DISALLOWED_PATHS_ALL,
} from '../src/seo/routeTable.ts';
import { robotsTxt, sitemapXml } from '../src/seo/sitemap.ts';
import { WEB_MANIFEST_FILES, webManifest } from '../src/seo/webManifest.ts';
import { credentialKeySet, JWKS_FILE } from './credentialKeys.ts';
import { cspHashesOf } from './cspHash.ts';

/** The hidden file listing the CSP hashes of every inline script and style of the build, by directive. */
export const CSP_HASHES_FILE = '.csp-hashes.json';
/** The hidden file with the routing facts scripts/serve.mjs follows, as the hosting does. */
export const HOSTING_FILE = '.hosting.json';
/** The page the framework writes for the routes it does not prerender (its SPA fallback). */
export const SPA_FALLBACK_FILE = '__spa-fallback.html';

async function write(root: string, file: string, content: string) {
  const target = join(root, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, content);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The files the site serves that no page renders, by their path under the site root: sitemap.xml,
 * robots.txt and each language's web manifest from the route table, and the credential keys
 * (/.well-known/jwks.json, issue 32). The build writes them (`writeSiteFiles`); the dev server
 * answers them from the same function (vite/devSiteFiles.ts), so both serve the same bytes.
 */
export async function siteFiles(
  env: Readonly<Record<string, string | undefined>>,
): Promise<ReadonlyMap<string, string>> {
  const origin = siteOriginFrom(env.VITE_SITE_ORIGIN);
  const keys = await credentialKeySet(env);
  return new Map([
    ['sitemap.xml', sitemapXml(origin, INDEXABLE_PATHS)],
    [JWKS_FILE, `${JSON.stringify(keys, null, 2)}\n`],
    ['robots.txt', robotsTxt(origin, ROBOTS_DISALLOWED_PATHS_ALL)],
    ...LOCALES.map((locale): [string, string] => [
      WEB_MANIFEST_FILES[locale],
      `${JSON.stringify(webManifest(locale), null, 2)}\n`,
    ]),
  ]);
}

/**
 * What the site needs besides the pages the framework prerendered, written into the client build
 * (`client`) by react-router.config.ts's `buildEnd`: each language's not-found page moved to the
 * file the hosting serves for unknown paths (404.html, hi/404.html), the site files above, the
 * CSP hashes of the pages' inline scripts and styles and the routing facts of scripts/serve.mjs.
 */
export async function writeSiteFiles(client: string, originSetting?: string): Promise<void> {
  for (const site of LANGUAGE_SITES) {
    const rendered = join(client, htmlFileFor(site.notFoundRenderPath));
    await rename(rendered, join(client, site.notFoundFile));
    await rmdir(dirname(rendered));
  }
  const env = { ...process.env, VITE_SITE_ORIGIN: originSetting ?? process.env.VITE_SITE_ORIGIN };
  for (const [file, content] of await siteFiles(env)) await write(client, file, content);
  const pages = await Promise.all((await htmlFiles(client)).map((file) => readFile(file, 'utf8')));
  await write(client, CSP_HASHES_FILE, `${JSON.stringify(cspHashesOf(pages), null, 2)}\n`);
  const hosting = {
    languages: LANGUAGE_SITES.map(({ prefix, shellPaths, notFoundFile }) => ({
      prefix,
      appShell: SPA_FALLBACK_FILE,
      shellPaths,
      notFound: notFoundFile,
    })),
  };
  await write(client, HOSTING_FILE, `${JSON.stringify(hosting, null, 2)}\n`);
}
