/**
 * Writes firebase.json's hosting rewrites from the route table, and, given a built site, the
 * Content-Security-Policy hashes of its inline scripts (the framework's router context and start
 * script) and styles (each page's used CSS; the build lists both in .csp-hashes.json):
 *   pnpm --filter @apex/web hosting                   # rewrites only
 *   pnpm --filter @apex/web hosting dist/client       # and the script and style hashes of that build
 * Deploy the build whose hashes firebase.json lists (docs/deploy.md). scripts/firebaseHosting.test.ts
 * fails when the rewrites drift from the route table.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostingGlobOf, LANGUAGE_SITES } from '../src/seo/routeTable.ts';
import { withCspHashes } from './serve.mjs';

export const FIREBASE_JSON = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../firebase.json',
);

export type Rewrite =
  | { readonly source: string; readonly destination: string }
  | { readonly source: string; readonly function: { functionId: string; region: string } };

/**
 * The list mails' one-click unsubscribe (RFC 8058, issue 30): Hosting hands `/list-unsubscribe`
 * to the function of that name in apps/functions (its ONE_CLICK_PATH), so the URL in
 * `List-Unsubscribe` is on the site's own origin.
 */
export const ONE_CLICK_UNSUBSCRIBE: Rewrite = {
  source: '/list-unsubscribe',
  function: { functionId: 'oneClickUnsubscribe', region: 'asia-south1' },
};

/**
 * The credentials' revocation lists (W3C Bitstring Status List, issue 38): Hosting hands
 * `/credentials/status/<n>` to the function that signs list n from Firestore, so the address in
 * every credential's `credentialStatus` is on the site's own origin, like its key set.
 */
export const CREDENTIAL_STATUS_LISTS: Rewrite = {
  source: '/credentials/status/*',
  function: { functionId: 'credentialStatusList', region: 'asia-south1' },
};

/**
 * The rewrites, in the order the hosting tries them (only where no file matches): the one-click
 * unsubscribe and status list functions, each language's signed-in pages to the SPA fallback, then unknown Hindi
 * paths to the Hindi 404.
 */
export function hostingRewrites(): Rewrite[] {
  return [
    ONE_CLICK_UNSUBSCRIBE,
    CREDENTIAL_STATUS_LISTS,
    ...LANGUAGE_SITES.flatMap(({ shellPaths, appShellFile }) =>
      shellPaths.map((path) => ({ source: hostingGlobOf(path), destination: `/${appShellFile}` })),
    ),
    ...LANGUAGE_SITES.filter(({ prefix }) => prefix !== '').map(({ prefix, notFoundFile }) => ({
      source: `${prefix}/**`,
      destination: `/${notFoundFile}`,
    })),
  ];
}

interface HeaderEntry {
  key: string;
  value: string;
}
interface HostingConfig {
  hosting: { rewrites: Rewrite[]; headers: { headers: HeaderEntry[] }[] };
}

/** `config` with the route table's rewrites and, if given, these script and style hashes in its CSP. */
export function withHosting<Config extends HostingConfig>(
  config: Config,
  hashes?: Readonly<Record<string, readonly string[]>>,
): Config {
  const headers = config.hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map((entry) =>
      entry.key === 'Content-Security-Policy' && hashes !== undefined
        ? { ...entry, value: withCspHashes(entry.value, hashes) }
        : entry,
    ),
  }));
  return { ...config, hosting: { ...config.hosting, rewrites: hostingRewrites(), headers } };
}

async function main(buildDir: string | undefined) {
  const config: HostingConfig = JSON.parse(await readFile(FIREBASE_JSON, 'utf8'));
  const hashes: Record<string, string[]> | undefined =
    buildDir === undefined
      ? undefined
      : JSON.parse(await readFile(join(resolve(buildDir), '.csp-hashes.json'), 'utf8'));
  await writeFile(FIREBASE_JSON, `${JSON.stringify(withHosting(config, hashes), null, 2)}\n`);
  const counts = Object.entries(hashes ?? {}).map(([name, list]) => `${list.length} ${name}`);
  console.log(`wrote ${FIREBASE_JSON}${hashes ? ` with the hashes (${counts.join(', ')})` : ''}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.argv[2]);
}
