#!/usr/bin/env node
// @ts-check
/**
 * Proves what a built site ships (`pnpm --filter @apex/web check:chunks -- --backend memory|firebase`):
 *   - the entry chunk and everything it imports statically (the critical path) hold no Firebase code;
 *   - a memory build holds no Firebase code at all, and a Firebase build no memory adapter;
 *   - the backend the build was made for is the one expected, and its adapter is really there.
 * It reads dist/.chunks.json, which vite/chunkReport.ts writes from the bundler's module lists,
 * and checks that it describes every script in dist/assets. Node built-ins only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPORT_FILE = '.chunks.json';

/** @param {string} name */
export const isFirebasePackage = (name) =>
  name === 'firebase' || name.startsWith('@firebase/') || name === '@apex/auth-firebase';

/**
 * React Router's route manifest (`assets/manifest-<hash>.js`), which the framework writes after
 * the bundler has run: data about the routes, no code, so no chunk report covers it (the endpoint
 * check below still reads it).
 * @param {string} file
 */
export const isRouteManifest = (file) => /^assets\/manifest-[0-9a-f]+\.js$/.test(file);

/** @param {string} name */
export const isMemoryPackage = (name) => name === '@apex/auth-memory';

/** Endpoints only the Firebase SDK names: a second, text-level look for Firebase code. */
const FIREBASE_ENDPOINTS = [
  'identitytoolkit.googleapis.com',
  'firestore.googleapis.com',
  'firebasestorage.googleapis.com',
];

/**
 * @typedef {{ file: string; isEntry: boolean; imports: string[]; dynamicImports: string[]; packages: string[] }} Chunk
 * @typedef {{ backend: string; chunks: Chunk[] }} Report
 * @typedef {{ failures: string[]; passes: string[] }} Result
 */

/**
 * The entry chunks and every chunk they import statically: what loads before the page is usable.
 * @param {Chunk[]} chunks
 */
export function criticalPath(chunks) {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const seen = new Set();
  const queue = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.file);
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) queue.push(next);
  }
  return chunks.filter((chunk) => seen.has(chunk.file));
}

/**
 * The chunks only `import()` brings in: each chunk some chunk imports dynamically, and what those
 * import statically, less what the critical path loads anyway. A route's own chunk is loaded by
 * the route manifest, not by `import()`, so a package a page imports statically is not in here.
 * @param {Chunk[]} chunks
 */
export function loadedOnDemand(chunks) {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const eager = new Set(criticalPath(chunks).map((chunk) => chunk.file));
  const seen = new Set();
  const queue = chunks.flatMap((chunk) => chunk.dynamicImports);
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) queue.push(next);
  }
  return chunks.filter((chunk) => seen.has(chunk.file) && !eager.has(chunk.file));
}

/** The credential code's library (issue 32): only the certificate page and a publish load it. */
export const isCredentialPackage = (/** @type {string} */ name) => name === 'jose';

/**
 * @param {string} dir
 * @returns {string[]}
 */
function scriptsIn(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * @param {string} distDir
 * @param {'memory' | 'firebase'} backend
 * @returns {Result}
 */
export function checkChunks(distDir, backend) {
  /** @type {Result} */
  const result = { failures: [], passes: [] };
  /** @param {boolean} ok @param {string} pass @param {string} failure */
  const check = (ok, pass, failure) =>
    (ok ? result.passes : result.failures).push(ok ? pass : failure);

  const reportPath = join(distDir, REPORT_FILE);
  if (!existsSync(reportPath)) {
    result.failures.push(
      `${reportPath} is missing: build with apps/web/vite.config.ts (chunkReport plugin)`,
    );
    return result;
  }
  /** @type {Report} */
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const chunks = report.chunks;
  const withPackage = (/** @type {(name: string) => boolean} */ test) =>
    chunks.filter((chunk) => chunk.packages.some(test)).map((chunk) => chunk.file);

  check(
    report.backend === backend,
    `the build is the ${backend} build`,
    `expected a ${backend} build, but dist/ holds the ${report.backend} build`,
  );

  const reported = new Set(chunks.map((chunk) => chunk.file));
  const unreported = scriptsIn(join(distDir, 'assets'))
    .map((file) => file.slice(distDir.length + 1).replace(/\\/g, '/'))
    // A module worker (`new Worker(new URL('./x.worker.ts', import.meta.url))`, the organiser
    // console's results parser) is a bundle of its own, built apart from the app's chunks, so the
    // report plugin never sees it; it runs off the main thread and only its console loads it.
    .filter(
      (file) => !reported.has(file) && !isRouteManifest(file) && !/\.worker-[\w-]+\.js$/.test(file),
    );
  check(
    unreported.length === 0 && chunks.some((chunk) => chunk.isEntry),
    `the report describes all ${chunks.length} chunks`,
    `the chunk report is stale or incomplete (not in it: ${unreported.join(', ') || 'any entry chunk'})`,
  );

  const critical = criticalPath(chunks).filter((chunk) => chunk.packages.some(isFirebasePackage));
  check(
    critical.length === 0,
    'the entry chunk and its static imports hold no Firebase code',
    `Firebase code is on the critical path: ${critical.map((chunk) => chunk.file).join(', ')}`,
  );

  const onDemand = new Set(loadedOnDemand(chunks).map((chunk) => chunk.file));
  const eagerCredential = withPackage(isCredentialPackage).filter((file) => !onDemand.has(file));
  check(
    eagerCredential.length === 0,
    'the credential code (jose) loads only on demand, with no page',
    `jose is loaded with a page or the entry, not by import(): ${eagerCredential.join(', ')}`,
  );

  if (backend === 'memory') {
    const firebase = withPackage(isFirebasePackage);
    check(
      firebase.length === 0,
      'no chunk holds Firebase code',
      `the memory build ships Firebase code in ${firebase.join(', ')}`,
    );
    const endpoints = scriptsIn(join(distDir, 'assets')).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return FIREBASE_ENDPOINTS.some((endpoint) => text.includes(endpoint));
    });
    check(
      endpoints.length === 0,
      'no script names a Firebase endpoint',
      `the memory build names Firebase endpoints in ${endpoints.join(', ')}`,
    );
    check(
      withPackage(isMemoryPackage).length > 0,
      'the memory adapter is in the build',
      'the memory adapter is missing from the memory build',
    );
  } else {
    const memory = withPackage(isMemoryPackage);
    check(
      memory.length === 0,
      'no chunk holds the memory adapter',
      `the Firebase build ships the memory adapter in ${memory.join(', ')}`,
    );
    const hasAdapter = withPackage((name) => name === '@apex/auth-firebase').length > 0;
    const hasAuth = withPackage((name) => name === '@firebase/auth').length > 0;
    check(
      hasAdapter && hasAuth,
      'the Firebase adapter and Firebase Auth are in the build',
      'the Firebase adapter or Firebase Auth is missing from the Firebase build',
    );
  }
  return result;
}

/** @param {string[]} argv */
function main(argv) {
  const backend = argv[argv.indexOf('--backend') + 1];
  const distIndex = argv.indexOf('--dist');
  const distDir = resolve(distIndex >= 0 ? (argv[distIndex + 1] ?? 'dist/client') : 'dist/client');
  if (backend !== 'memory' && backend !== 'firebase') {
    console.error('usage: check-chunks.mjs --backend memory|firebase [--dist dist/client]');
    return 2;
  }
  const { failures, passes } = checkChunks(distDir, backend);
  for (const pass of passes) console.log(`  ok    ${pass}`);
  for (const failure of failures) console.error(`  FAIL  ${failure}`);
  console.log(
    failures.length === 0
      ? `check-chunks (${backend} build): all ${passes.length} checks hold`
      : `check-chunks (${backend} build): ${failures.length} of ${passes.length + failures.length} checks broken`,
  );
  return failures.length === 0 ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
