import type { Plugin } from 'vite';

/** What this plugin needs of a built chunk (a subset of Rolldown's OutputChunk). */
export interface ChunkLinks {
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
}

/** `file` and every chunk it imports statically, directly or not, in first-seen order. */
function staticClosure(file: string, chunks: ReadonlyMap<string, ChunkLinks>): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of chunks.get(name)?.imports ?? []) visit(imported);
  };
  visit(file);
  return [...seen];
}

/**
 * For each entry chunk that imports others dynamically: every chunk that any of those imports
 * needs (the imported chunk and its static imports), the entry itself left out.
 */
export function entryDynamicClosures(
  chunks: ReadonlyMap<string, ChunkLinks>,
): Map<string, string[]> {
  const closures = new Map<string, string[]>();
  for (const chunk of chunks.values()) {
    if (!chunk.isEntry || chunk.dynamicImports.length === 0) continue;
    const needed = new Set<string>();
    for (const imported of chunk.dynamicImports) {
      for (const file of staticClosure(imported, chunks)) needed.add(file);
    }
    needed.delete(chunk.fileName);
    closures.set(chunk.fileName, [...needed]);
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
      const chunks = new Map<string, ChunkLinks>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      closures = entryDynamicClosures(chunks);
    },
  };
}
