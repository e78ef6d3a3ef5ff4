#!/usr/bin/env node
// @ts-check
/**
 * Checks every built page with the W3C Nu HTML checker (`pnpm --filter @apex/web check:html
 * [<siteDir>]`, default dist/client): prints its errors and exits non-zero on any. The checker is
 * the `vnu-jar` package's jar, run by the `java` on PATH (Java 17 or later); its postinstall Java
 * downloader is never run (not in pnpm's onlyBuiltDependencies), so nothing is fetched.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_SITE_DIR = 'dist/client';

/**
 * The site directory to check, from the command's arguments (pnpm may pass a leading `--`).
 * @param {string[]} argv
 * @param {string} cwd
 * @returns {{ siteDir: string } | { error: string }}
 */
export function parseArgs(argv, cwd) {
  const args = argv.filter((arg) => arg !== '--');
  if (args.length > 1)
    return { error: `expected at most one site directory, got: ${args.join(' ')}` };
  const [first] = args;
  if (first?.startsWith('-')) return { error: `unknown option ${first}` };
  const siteDir = resolve(cwd, first ?? DEFAULT_SITE_DIR);
  if (!existsSync(siteDir) || !statSync(siteDir).isDirectory()) {
    return { error: `${siteDir} is not a directory: build the site first (pnpm build)` };
  }
  return { siteDir };
}

/**
 * The checker's command line: errors only (warnings are advice), HTML files only (the site also
 * holds scripts, styles and images).
 * @param {string} jar
 * @param {string} siteDir
 */
export const checkerArgs = (jar, siteDir) => [
  '-jar',
  jar,
  '--errors-only',
  '--skip-non-html',
  siteDir,
];

/** @param {string[]} argv */
function main(argv) {
  const parsed = parseArgs(argv, process.cwd());
  if ('error' in parsed) {
    console.error(`check:html: ${parsed.error}`);
    return 2;
  }
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  // The checker prints one line per error on stderr and exits 1 when there is any.
  const run = spawnSync('java', checkerArgs(jar, parsed.siteDir), { stdio: 'inherit' });
  if (run.error) {
    console.error(`check:html: could not run java: ${run.error.message}`);
    return 2;
  }
  if (run.status !== 0) {
    console.error(`check:html: the Nu HTML checker found errors in ${parsed.siteDir}`);
    return 1;
  }
  console.log(`check:html: every page in ${parsed.siteDir} is valid HTML`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
