import type { Chunk } from './check-chunks.mjs';

/*
 * The page's only script (src/entry-boot.ts, the entry chunk) imports the app in steps: React's
 * runtime, then the libraries, then the app, each evaluated in a task of its own (docs/decisions.md,
 * P15, P23). Vite preloads what a dynamic import needs only when that import runs, which would
 * fetch the app's chunks after the runtime had arrived: one more round trip on a phone. So the
 * prerender lists, on each page, every chunk of those imports (`bootPreloads`), and the boot
 * script asks for them all before its first import, one per task (P29): they are fetched together
 * and still evaluated in turn. Dynamic imports elsewhere (lazy routes, the backend) are Vite's.
 */

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
