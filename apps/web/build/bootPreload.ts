import type { Plugin } from 'vite';
import { type Chunk, criticalPath } from './check-chunks.mjs';

/**
 * For each entry chunk that imports others dynamically: every chunk that any of those imports
 * needs (the imported chunk and its static imports, check-chunks' critical path from them), the
 * entry itself left out.
 */
export function entryDynamicClosures(chunks: readonly Chunk[]): Map<string, string[]> {
  const closures = new Map<string, string[]>();
  for (const entry of chunks) {
    if (!entry.isEntry || entry.dynamicImports.length === 0) continue;
    const needed = criticalPath(
      chunks.map((chunk) => ({ ...chunk, isEntry: entry.dynamicImports.includes(chunk.file) })),
    );
    closures.set(
      entry.file,
      needed.map((chunk) => chunk.file).filter((file) => file !== entry.file),
    );
  }
  return closures;
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
      const chunks: Chunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const { fileName: file, isEntry, imports, dynamicImports } = output;
        chunks.push({ file, isEntry, imports, dynamicImports, packages: [] });
      }
      closures = entryDynamicClosures(chunks);
    },
  };
}
