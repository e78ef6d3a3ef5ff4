import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import { CONTENT_TYPES } from '../scripts/serve.mjs';
import type { isKnownPage } from './knownPage.ts';
import type { siteFiles } from './siteFiles.ts';

interface SiteModules {
  readonly siteFiles: typeof siteFiles;
  readonly isKnownPage: typeof isKnownPage;
}

function isSiteModules(files: unknown, pages: unknown): boolean {
  const has = (module: unknown, name: string) =>
    typeof module === 'object' &&
    module !== null &&
    name in module &&
    typeof Reflect.get(module, name) === 'function';
  return has(files, 'siteFiles') && has(pages, 'isKnownPage');
}

/**
 * The site's modules, loaded through the dev server: they import the workspace's TypeScript
 * packages, which the loader of this config file cannot run.
 */
async function loadSiteModules(server: ViteDevServer): Promise<SiteModules> {
  const path = (file: string) => fileURLToPath(new URL(file, import.meta.url));
  const files = await server.ssrLoadModule(path('./siteFiles.ts'));
  const pages = await server.ssrLoadModule(path('./knownPage.ts'));
  if (!isSiteModules(files, pages)) throw new Error('vite/siteFiles.ts or knownPage.ts changed');
  return {
    siteFiles: Reflect.get(files, 'siteFiles'),
    isKnownPage: Reflect.get(pages, 'isKnownPage'),
  };
}

/** The Content-Type the local server (scripts/serve.mjs), like the hosting, sends for a file. */
export function contentTypeOf(file: string): string {
  const types: Readonly<Record<string, string>> = CONTENT_TYPES;
  return types[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * A page request: a browser navigation, which asks for HTML (Vite's own requests do not), of a
 * path without a file extension (the public folder's files are answered by Vite).
 */
function asksForPage(accept: string | undefined, pathname: string): boolean {
  return accept?.includes('text/html') === true && extname(pathname) === '';
}

/**
 * Makes the framework's not-found page go out with status 404: the framework renders the splat
 * route like any page, with 200. Its status text ("OK") is dropped; the headers are kept.
 */
function answerNotFound(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response);
  const withNotFound = (_status: number, ...rest: unknown[]): ServerResponse => {
    const headers = rest.find(isHeaders);
    return headers === undefined ? writeHead(404) : writeHead(404, headers);
  };
  response.statusCode = 404;
  response.writeHead = withNotFound as ServerResponse['writeHead'];
}

function isHeaders(value: unknown): value is OutgoingHttpHeaders {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The dev server serves what the build serves (issue 43): the files the build writes besides its
 * pages (the credential keys, both web manifests, sitemap.xml, robots.txt, from the same function
 * as the build: vite/siteFiles.ts), and an unknown path's not-found page with status 404. Without
 * it, /.well-known/jwks.json would be answered with the app shell and no certificate would verify
 * on `pnpm dev`.
 */
export function devSiteFiles(): Plugin {
  let env: Readonly<Record<string, string | undefined>> = process.env;
  return {
    name: 'apex:dev-site-files',
    apply: 'serve',
    configResolved(config) {
      env = { ...process.env, ...config.env };
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const { pathname } = new URL(request.url ?? '/', 'http://localhost');
        const { siteFiles, isKnownPage } = await loadSiteModules(server);
        const file = (await siteFiles(env)).get(pathname.slice(1));
        if (file !== undefined) {
          response.writeHead(200, {
            'Content-Type': contentTypeOf(pathname),
            'Cache-Control': 'no-cache',
          });
          response.end(request.method === 'HEAD' ? undefined : file);
          return;
        }
        if (asksForPage(request.headers.accept, pathname) && !isKnownPage(pathname)) {
          answerNotFound(response);
        }
        next();
      });
    },
  };
}
