import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { DEV_BUILD_DIR } from '../../playwright.dev.config.ts';
import { CONTENT_TYPES } from '../../scripts/serve.mjs';
import { expect, test } from '../support/test.ts';

/**
 * The dev server serves what the build serves (issue 43): every file a memory build writes under
 * the site root, its hashed assets aside, is answered by `pnpm dev` with the same type (the media
 * type: the dev server names no charset for its pages); the files the build generates (the key
 * set, the web manifests, sitemap.xml, robots.txt) and the public folder's with the same bytes;
 * each language's not-found page with status 404. None of the development mailbox is in the build.
 */

const client = join(DEV_BUILD_DIR, 'client');
/** The build's private files (the local server's facts) and the framework's SPA fallback. */
const NOT_SERVED = /(^|\/)\.(?!well-known)|^__spa-fallback\.html$/;

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(client, join(entry.parentPath, entry.name)));
}

/** The URL a built file answers: a page's folder, or the file itself. */
function urlOf(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`;
  if (file === '404.html') return '/no-such-page';
  if (file.endsWith('/404.html')) return `/${file.slice(0, -'404.html'.length)}no-such-page`;
  return `/${file}`;
}

const mediaType = (type: string | undefined) => type?.split(';')[0]?.trim();
const extensionOf = (file: string) =>
  file.slice(file.lastIndexOf('.')) as keyof typeof CONTENT_TYPES;

test('every file the build writes under the site root is answered by the dev server, with its type', async ({
  request,
}) => {
  const files = (await filesOf(client)).filter(
    (file) => !file.startsWith('assets/') && !NOT_SERVED.test(file),
  );
  expect(files).toContain('.well-known/jwks.json');
  expect(files).toContain('hi/manifest.webmanifest');
  for (const file of files) {
    const url = urlOf(file);
    const response = await request.get(url, { headers: { Accept: 'text/html,*/*' } });
    const html = file.endsWith('.html');
    expect(response.status(), url).toBe(file.endsWith('404.html') ? 404 : 200);
    expect(mediaType(response.headers()['content-type']), url).toBe(
      mediaType(CONTENT_TYPES[extensionOf(file)]),
    );
    if (!html) {
      const built = await readFile(join(client, file));
      expect(Buffer.compare(await response.body(), built), `${url}: the same bytes`).toBe(0);
    }
  }
});

test('the build holds none of the development mailbox', async () => {
  const assets = await filesOf(join(client, 'assets'));
  for (const file of assets) {
    const text = await readFile(join(client, file), 'utf8');
    expect(text.includes('apex-dev-mailbox'), file).toBe(false);
    expect(text.includes('DevMailboxPanel'), file).toBe(false);
  }
});
