#!/usr/bin/env node
// @ts-check
/**
 * What one route's page loads beyond the site's shell, gzipped (docs/performance.md):
 * `pnpm --filter @apex/web weigh:route --route examTest [--dist dist/client] [--calls attempts,callables]`.
 * The shell is the entry and the route's layouts (root, site layout): what every page loads. The
 * route's own code is its module, what that imports statically or by `import()`, and the backend's
 * chunks named by `--calls` (the adapter's parts that the page's calls load on demand), less the
 * shell. React Router's route manifest names the modules; the chunk report (.chunks.json, as
 * check-chunks.mjs reads it) has each chunk's imports. A report, not a check: it exits 0.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { isRouteManifest } from './check-chunks.mjs';

/**
 * @typedef {{ module: string; imports?: string[]; css?: string[]; parentId?: string }} ManifestRoute
 * @typedef {{ entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> }} RouteManifest
 * @typedef {{ file: string; imports: string[]; dynamicImports: string[] }} ReportChunk
 * @typedef {{ file: string; bytes: number }} Weighed
 */

/** The route manifest's file names are URLs ("/assets/x.js"); the chunk report's are not. */
const local = (/** @type {string} */ url) => url.replace(/^\//, '');

/** A chunk's name without its content hash: `assets/attempts-F5Vg8Dfh.js` → `attempts`. */
export const chunkName = (/** @type {string} */ file) =>
  basename(file).replace(/-[\w-]{8}\.(js|css)$/, '');

/**
 * The route and its layouts, innermost first.
 * @param {RouteManifest} manifest @param {string} routeId
 */
export function routeChain(manifest, routeId) {
  /** @type {ManifestRoute[]} */
  const chain = [];
  for (let id = /** @type {string | undefined} */ (routeId); id !== undefined; ) {
    const route = manifest.routes[id];
    if (route === undefined) throw new Error(`no route "${id}" in the route manifest`);
    chain.push(route);
    id = route.parentId;
  }
  return chain;
}

/**
 * Every chunk the given ones load: their static imports, and their `import()`s where `dynamic`
 * says so; never into `stop`.
 * @param {ReportChunk[]} chunks @param {string[]} start
 * @param {(file: string) => boolean} dynamic @param {Set<string>} [stop]
 */
export function closure(chunks, start, dynamic, stop = new Set()) {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const seen = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    if (seen.has(file) || stop.has(file)) continue;
    seen.add(file);
    const chunk = byFile.get(file);
    queue.push(...(chunk?.imports ?? []), ...(dynamic(file) ? (chunk?.dynamicImports ?? []) : []));
  }
  return seen;
}

/**
 * The shell's scripts (with what it loads on demand: the backend adapter, the other language's
 * catalog), and the route's own beyond them: its module's and the called chunks' closure, following
 * `import()` only out of chunks the shell does not load.
 * @param {RouteManifest} manifest @param {ReportChunk[]} chunks @param {string} routeId
 * @param {string[]} calls names of backend chunks the page's calls load
 */
export function routeFiles(manifest, chunks, routeId, calls = []) {
  const [route, ...layouts] = routeChain(manifest, routeId);
  if (route === undefined) throw new Error(`no route "${routeId}"`);
  const called = chunks
    .map((chunk) => chunk.file)
    .filter((file) => calls.includes(chunkName(file)));
  const shellStart = [
    manifest.entry.module,
    ...manifest.entry.imports,
    ...layouts.flatMap((layout) => [layout.module, ...(layout.imports ?? [])]),
  ].map(local);
  const shell = closure(chunks, shellStart, () => true, new Set(called));
  const own = closure(
    chunks,
    [route.module, ...(route.imports ?? [])].map(local).concat(called),
    (file) => !shell.has(file),
  );
  const shellCss = new Set(layouts.flatMap((layout) => layout.css ?? []).map(local));
  return {
    shellScripts: [...shell].sort(),
    scripts: [...own].filter((file) => !shell.has(file)).sort(),
    stylesheets: (route.css ?? []).map(local).filter((file) => !shellCss.has(file)),
  };
}

/** @param {string} distDir @param {string[]} files @returns {Weighed[]} */
const weigh = (distDir, files) =>
  files.map((file) => ({
    file,
    bytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
  }));

const total = (/** @type {Weighed[]} */ weighed) =>
  weighed.reduce((sum, { bytes }) => sum + bytes, 0);

/** @param {string} distDir @returns {RouteManifest} */
export function readRouteManifest(distDir) {
  const file = readdirSync(join(distDir, 'assets')).find((name) =>
    isRouteManifest(`assets/${name}`),
  );
  if (file === undefined) throw new Error(`no route manifest in ${distDir}/assets`);
  const text = readFileSync(join(distDir, 'assets', file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
}

/** @param {string[]} argv */
function main(argv) {
  const option = (/** @type {string} */ name, /** @type {string} */ fallback) => {
    const index = argv.indexOf(name);
    return index >= 0 ? (argv[index + 1] ?? fallback) : fallback;
  };
  const routeId = option('--route', '');
  const distDir = resolve(option('--dist', 'dist/client'));
  const calls = option('--calls', '')
    .split(',')
    .filter((name) => name !== '');
  const budget = Number(option('--budget-kib', '80')) * 1024;
  if (routeId === '' || !existsSync(join(distDir, '.chunks.json'))) {
    console.error(
      'usage: route-weight.mjs --route <route id> [--dist dist/client] [--calls a,b] [--budget-kib 80]',
    );
    return 2;
  }
  const report = JSON.parse(readFileSync(join(distDir, '.chunks.json'), 'utf8'));
  const files = routeFiles(readRouteManifest(distDir), report.chunks, routeId, calls);
  const scripts = weigh(distDir, files.scripts);
  const stylesheets = weigh(distDir, files.stylesheets);
  const shell = weigh(distDir, files.shellScripts);
  const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `${routeId} on the ${report.backend} build, gzip -9, beyond the shell (${files.shellScripts.length} scripts, ${kib(total(shell))}):`,
  );
  for (const { file, bytes } of [...scripts, ...stylesheets])
    console.log(`  ${String(bytes).padStart(7)} B  ${file}`);
  const scriptBytes = total(scripts);
  console.log(
    `  scripts: ${scriptBytes} B (${kib(scriptBytes)}), ${scriptBytes <= budget ? 'within' : 'OVER'} the budget of ${kib(budget)}`,
  );
  console.log(`  stylesheets: ${total(stylesheets)} B (${kib(total(stylesheets))})`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
