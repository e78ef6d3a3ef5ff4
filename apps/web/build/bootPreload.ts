import type { Plugin } from 'vite';
import type { Chunk } from './check-chunks.mjs';

/**
 * For each entry chunk that imports others dynamically: every chunk that any of those imports
 * needs (the imported chunk and, before the next import, its static imports, depth first), the
 * entry itself left out. That is the order the entry needs them in: the first import's chunks
 * first.
 */
export function entryDynamicClosures(chunks: readonly Chunk[]): Map<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const closures = new Map<string, string[]>();
  for (const entry of chunks) {
    if (!entry.isEntry || entry.dynamicImports.length === 0) continue;
    const needed: string[] = [];
    const seen = new Set([entry.file]);
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      needed.push(file);
      for (const next of byFile.get(file)?.imports ?? []) visit(next);
    };
    for (const file of entry.dynamicImports) visit(file);
    closures.set(entry.file, needed);
  }
  return closures;
}

/** What this file reads of a bundle's output (Rolldown's OutputChunk and OutputAsset). */
type BundleFile =
  | {
      type: 'chunk';
      fileName: string;
      isEntry: boolean;
      imports: string[];
      dynamicImports: string[];
    }
  | { type: 'asset' };

/** The chunks of a client bundle, as check-chunks.mjs reads them. */
function chunksIn(files: Iterable<BundleFile>): Chunk[] {
  const chunks: Chunk[] = [];
  for (const output of files) {
    if (output.type !== 'chunk') continue;
    const { fileName: file, isEntry, imports, dynamicImports } = output;
    chunks.push({ file, isEntry, imports, dynamicImports, packages: [] });
  }
  return chunks;
}

/**
 * Each boot script's address (as the page's `<script src>` gives it) and the addresses of the
 * scripts it needs at start: what the prerendered pages list for it to ask for in turn
 * (build/injectBootLoader.ts, src/hydration/preloadInTurn.ts; docs/decisions.md, P29).
 */
export function bootPreloads(files: Iterable<BundleFile>, base: string): Map<string, string[]> {
  const preloads = new Map<string, string[]>();
  for (const [entry, needed] of entryDynamicClosures(chunksIn(files))) {
    preloads.set(
      base + entry,
      needed.map((file) => base + file),
    );
  }
  return preloads;
}

/**
 * The page's only script (src/entry-boot.ts, the entry chunk) imports the app in steps: React's
 * runtime, then a task later the app, so each is evaluated in a task of its own (docs/decisions.md,
 * P15). Vite preloads what a dynamic import needs only when that import runs, which would fetch the
 * app's chunks after the runtime had arrived: one more round trip on a phone. With this plugin,
 * any dynamic import in an entry chunk preloads (`<link rel="modulepreload">`: fetched and
 * compiled, not run) the chunks of all that entry's dynamic imports, so they are fetched together
 * and still evaluated in turn. Dynamic imports elsewhere (lazy routes, the backend) are untouched.
 */
export function bootPreload(): Plugin {
  let closures = new Map<string, string[]>();
  return {
    name: 'apex:boot-preload',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, deps, { hostId, hostType }) => {
            const extra = hostType === 'js' ? closures.get(hostId) : undefined;
            return extra === undefined ? deps : [...new Set([...deps, ...extra])];
          },
        },
      },
    }),
    // Runs before Vite's own generateBundle (a post plugin), which calls resolveDependencies.
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      closures = entryDynamicClosures(chunksIn(Object.values(bundle)));
    },
  };
}
