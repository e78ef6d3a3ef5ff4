#!/usr/bin/env node
/**
 * A tiny static server for the built site (`pnpm --filter @apex/web serve`), used by the e2e suite
 * and `pnpm bench`. It follows the same rules as the hosting (docs/adr/0062-local-server-follows-hosting.md):
 *   /x           -> x/index.html (prerendered page); /x/ redirects to /x
 *   account URLs -> the app shell (.hosting.json, written by the build, lists them per language)
 *   anything else without a file -> 404.html with status 404; under /hi, hi/404.html (status 200,
 *   as the hosting's rewrite answers)
 * and serves hashed /assets/** as immutable, HTML as no-cache, text compressed with brotli or gzip,
 * every response with the hosting's site-wide headers from firebase.json (the Content-Security-
 * Policy among them), so the e2e suite runs under the policy the site is deployed with. The
 * policy's script and style hashes are the served build's own (.csp-hashes.json, written by the build):
 * firebase.json lists those of the deployed build (scripts/hosting.ts writes them).
 * Node built-ins only.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.map',
  '.txt',
  '.xml',
  '.svg',
  '.ico',
]);

const IMMUTABLE = 'public, max-age=31536000, immutable';

const FIREBASE_JSON = join(dirname(fileURLToPath(import.meta.url)), '../../../firebase.json');

/**
 * The headers firebase.json sends with the site's pages: its `"source": "**"` entry, plus the
 * entries whose `regex` matches the site's paths (the framing headers skip Firebase's reserved
 * `/__/` URLs, which this server never serves).
 * @param {string} [file]
 * @returns {Promise<Record<string, string>>}
 */
export async function readSiteHeaders(file = FIREBASE_JSON) {
  /** @type {{ hosting?: { headers?: { source?: string, regex?: string, headers: { key: string, value: string }[] }[] } }} */
  const config = JSON.parse(await readFile(file, 'utf8'));
  const entries = config.hosting?.headers ?? [];
  if (!entries.some((entry) => entry.source === '**')) {
    throw new Error(`${file} has no headers for "**"`);
  }
  const siteWide = entries.filter(
    (entry) =>
      entry.source === '**' || (entry.regex !== undefined && new RegExp(entry.regex).test('/apex')),
  );
  return Object.fromEntries(
    siteWide.flatMap((entry) => entry.headers.map(({ key, value }) => [key, value])),
  );
}

/** A firebase.json `source` that is a literal folder and everything under it: `/certificate/**`. */
const FOLDER_SOURCE = /^(\/[^*?!{}[\]]+)\/\*\*$/;

/**
 * The headers firebase.json sends under one folder (`"source": "/certificate/**"`: the certificate
 * pages' `X-Robots-Tag`, issue 38), as `[prefix, headers]` pairs; other patterns are the hosting's
 * alone (this server sets its own caching).
 * @param {string} [file]
 * @returns {Promise<[string, Record<string, string>][]>}
 */
export async function readFolderHeaders(file = FIREBASE_JSON) {
  /** @type {{ hosting?: { headers?: { source?: string, headers: { key: string, value: string }[] }[] } }} */
  const config = JSON.parse(await readFile(file, 'utf8'));
  return (config.hosting?.headers ?? []).flatMap((entry) => {
    const folder = FOLDER_SOURCE.exec(entry.source ?? '')?.[1];
    if (folder === undefined || folder === '/assets') return [];
    return [
      [`${folder}/`, Object.fromEntries(entry.headers.map(({ key, value }) => [key, value]))],
    ];
  });
}

const HASH_SOURCE = /^'sha256-[^']*'$/;

/**
 * The Content-Security-Policy `policy` with the hashes of each directive in `hashes` (script-src,
 * style-src) replaced by the given ones: the policy firebase.json would send with the build whose
 * inline scripts and styles these are. A directive given hashes loses `'unsafe-inline'`, which a
 * browser ignores beside a hash anyway.
 * @param {string} policy
 * @param {Readonly<Record<string, readonly string[]>>} hashes
 * @returns {string}
 */
export function withCspHashes(policy, hashes) {
  return policy
    .split(';')
    .map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      const given = hashes[name];
      if (given === undefined) return directive;
      const kept = sources.filter(
        (source) => !HASH_SOURCE.test(source) && source !== "'unsafe-inline'",
      );
      return ` ${[name, kept[0], ...given, ...kept.slice(1)].filter(Boolean).join(' ')}`;
    })
    .join(';')
    .trim();
}

/**
 * The CSP hashes of the build's inline scripts and styles, by directive, if the build wrote them.
 * @param {string} root
 * @returns {Promise<Record<string, string[]> | undefined>}
 */
async function readCspHashes(root) {
  try {
    return JSON.parse(await readFile(join(root, '.csp-hashes.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

/** @param {string} file */
async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * One language's routing facts: its URL prefix ('' for English, '/hi'), its app shell, the paths
 * served that shell, and its not-found page.
 * @typedef {{ prefix: string; appShell: string; shellPaths: string[]; notFound: string }} LanguageRules
 * @typedef {{ languages: LanguageRules[] }} HostingRules
 */

/** @type {LanguageRules} */
const ENGLISH_DEFAULTS = {
  prefix: '',
  appShell: 'app-shell.html',
  shellPaths: [],
  notFound: '404.html',
};

/**
 * @param {string} root
 * @returns {Promise<HostingRules>}
 */
async function readHostingRules(root) {
  try {
    /** @type {{ languages?: LanguageRules[] }} */
    const written = JSON.parse(await readFile(join(root, '.hosting.json'), 'utf8'));
    return { languages: written.languages ?? [ENGLISH_DEFAULTS] };
  } catch {
    return { languages: [ENGLISH_DEFAULTS] };
  }
}

/**
 * The language a path belongs to: the longest prefix it starts with (`/hi`, `/hi/...`), else the
 * unprefixed one.
 * @param {HostingRules} rules
 * @param {string} pathname
 * @returns {LanguageRules}
 */
function languageOf(rules, pathname) {
  let found = ENGLISH_DEFAULTS;
  for (const language of rules.languages) {
    const { prefix } = language;
    const matches = prefix === '' || pathname === prefix || pathname.startsWith(`${prefix}/`);
    if (matches && (found === ENGLISH_DEFAULTS || prefix.length >= found.prefix.length)) {
      found = language;
    }
  }
  return found;
}

/**
 * Picks the file for a URL path, as the hosting would. An unknown path gets its language's
 * not-found page: with status 404 for English (the hosting's 404.html); a prefixed language's is
 * a rewrite on the hosting, which answers 200, and the page itself is noindex (docs/adr/0068-search-engines-see-both-languages.md).
 * @param {string} root absolute directory
 * @param {HostingRules} rules
 * @param {string} pathname decoded URL path
 * @returns {Promise<{ file: string; status: number } | { redirect: string }>}
 */
export async function resolveRequest(root, rules, pathname) {
  const language = languageOf(rules, pathname);
  const segments = pathname.split('/');
  // Dot files stay private, as the hosting's `ignore` keeps them (".csp-hashes.json"); the RFC 8615
  // folder ".well-known" is public (the credential keys, /.well-known/jwks.json), as on the hosting.
  const hidden = segments.some((segment) => segment.startsWith('.') && segment !== '.well-known');
  const candidate = resolve(root, `.${pathname}`);
  const inside = candidate === root || candidate.startsWith(root + sep);
  if (!hidden && inside) {
    if (pathname !== '/' && pathname.endsWith('/')) {
      const trimmed = pathname.replace(/\/+$/, '');
      if (await isFile(join(root, trimmed, 'index.html'))) return { redirect: trimmed };
    }
    if (pathname !== '/' && (await isFile(candidate))) return { file: candidate, status: 200 };
    const index = join(candidate, 'index.html');
    if (await isFile(index)) return { file: index, status: 200 };
    const path = pathname.replace(/\/+$/, '');
    if (language.shellPaths.some((shellPath) => matchesShellPath(shellPath, path))) {
      return { file: join(root, language.appShell), status: 200 };
    }
  }
  return { file: join(root, language.notFound), status: language.prefix === '' ? 404 : 200 };
}

/**
 * Whether a path is one of the app shell's, whose `:name` segments (`/certificate/:id`) match any
 * one segment, as the hosting's `/certificate/*` rewrite does.
 * @param {string} shellPath
 * @param {string} path
 */
export function matchesShellPath(shellPath, path) {
  const pattern = shellPath.split('/');
  const segments = path.split('/');
  return (
    pattern.length === segments.length &&
    pattern.every((part, index) =>
      part.startsWith(':') ? (segments[index] ?? '') !== '' : part === segments[index],
    )
  );
}

/**
 * @param {string | undefined} header the request's Accept-Encoding
 * @returns {'br' | 'gzip' | undefined}
 */
export function pickEncoding(header = '') {
  const accepted = header
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality = 'q=1']) => quality.trim() !== 'q=0')
    .map(([name = '']) => name.trim());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/**
 * @param {{ root: string, siteHeaders?: Record<string, string>, folderHeaders?: [string, Record<string, string>][] }} options
 * @returns {Promise<import('node:http').Server>}
 */
export async function createStaticServer({ root, siteHeaders, folderHeaders }) {
  const absoluteRoot = resolve(root);
  const rules = await readHostingRules(absoluteRoot);
  const hosting = siteHeaders ?? (await readSiteHeaders());
  const underFolders = folderHeaders ?? (await readFolderHeaders());
  const hashes = await readCspHashes(absoluteRoot);
  const policy = hosting['Content-Security-Policy'];
  /** @type {Record<string, string>} */
  const everyResponse =
    hashes === undefined || policy === undefined
      ? hosting
      : { ...hosting, 'Content-Security-Policy': withCspHashes(policy, hashes) };
  /** @type {Map<string, Buffer>} compressed bodies: the build never changes under a running server */
  const cache = new Map();

  /** @param {string} file @param {'br' | 'gzip'} encoding */
  async function compressed(file, encoding) {
    const key = `${encoding}:${file}`;
    let body = cache.get(key);
    if (body === undefined) {
      const raw = await readFile(file);
      body =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(raw, { level: 9 });
      cache.set(key, body);
    }
    return body;
  }

  return createServer(async (request, response) => {
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const url = new URL(request.url ?? '/', 'http://localhost');
      let pathname;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        response.writeHead(400).end();
        return;
      }
      const target = await resolveRequest(absoluteRoot, rules, pathname);
      if ('redirect' in target) {
        response.writeHead(301, { Location: `${target.redirect}${url.search}` }).end();
        return;
      }
      const extension = extname(target.file).toLowerCase();
      /** @type {Record<string, string>} */
      const headers = {
        ...everyResponse,
        'Content-Type':
          CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (extension)] ??
          'application/octet-stream',
        'Cache-Control': pathname.startsWith('/assets/')
          ? IMMUTABLE
          : extension === '.html'
            ? 'no-cache'
            : 'public, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
        // By the address asked for, as the hosting matches `source`, not by the file served.
        ...Object.assign(
          {},
          ...underFolders
            .filter(([prefix]) => pathname.startsWith(prefix))
            .map(([, folderHeaders]) => folderHeaders),
        ),
      };
      let body;
      const encoding = COMPRESSIBLE.has(extension)
        ? pickEncoding(request.headers['accept-encoding'])
        : undefined;
      if (COMPRESSIBLE.has(extension)) headers.Vary = 'Accept-Encoding';
      if (encoding) {
        body = await compressed(target.file, encoding);
        headers['Content-Encoding'] = encoding;
      } else {
        body = await readFile(target.file);
      }
      headers['Content-Length'] = String(body.length);
      response.writeHead(target.status, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    }
  });
}

/** `node scripts/serve.mjs [dir] [--port N] [--host H]`; PORT works too. Defaults: dist/client, 4173. */
async function main() {
  const args = process.argv.slice(2);
  /** @param {string} name */
  const option = (name) => {
    const at = args.indexOf(name);
    if (at === -1) return undefined;
    const [value] = args.splice(at, 2).slice(1);
    return value;
  };
  const port = Number(option('--port') ?? process.env.PORT ?? 4173);
  const host = option('--host') ?? '127.0.0.1';
  const root = resolve(args[0] ?? fileURLToPath(new URL('../dist/client', import.meta.url)));
  if (!(await isFile(join(root, 'index.html')))) {
    console.error(`No build in ${root}: run \`pnpm --filter @apex/web build\` first.`);
    process.exit(1);
  }
  const server = await createStaticServer({ root });
  server.listen(port, host, () => console.log(`Serving ${root} at http://${host}:${port}/`));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
