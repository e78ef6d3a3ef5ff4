import type { Plugin } from 'vite';

/** A module id's path with forward slashes, whatever the platform. */
const slashed = (id: string) => id.replace(/\\/g, '/');

/** React's client runtime, and the module entry-boot imports it through. */
export function isReactRuntime(id: string): boolean {
  const path = slashed(id);
  return (
    /\/node_modules\/(react|react-dom|scheduler)\//.test(path) ||
    path.endsWith('/src/hydration/reactRuntime.ts')
  );
}

const isAppEntry = (id: string) => slashed(id).endsWith('/src/entry-client.tsx');
const isLibsEntry = (id: string) => slashed(id).endsWith('/src/hydration/routerRuntime.ts');
const isPackage = (id: string) => slashed(id).includes('/node_modules/');

/**
 * Code a visitor needs only on the pages of one feature, or in one language: the account forms,
 * the exam registration, the policies' full text, the Hindi words, the backends' adapters. Such
 * code keeps its own chunks, so the pages that do not use it never fetch it.
 */
const FEATURE_CODE = [
  /\/src\/features\/(account|registration)\//,
  /\/src\/content\/(policies|registrationCopy|registrationPrivacy)\.ts$/,
  /\/src\/components\/policy\//,
  /\/locales\/compiled\/(?!en\.ts$)[^/]+\.ts$/,
  /\/packages\/auth-(firebase|memory)\//,
  /\/node_modules\//,
];

export function isFeatureCode(id: string): boolean {
  const path = slashed(id);
  return path.startsWith('\0') || FEATURE_CODE.some((pattern) => pattern.test(path));
}

/** What chunkGroupsOf needs to know about a module: the bundler's ModuleInfo, in short. */
export interface GraphModule {
  readonly id: string;
  readonly isEntry: boolean;
  readonly importedIds: readonly string[];
  readonly dynamicallyImportedIds: readonly string[];
}

export interface ChunkSets {
  /** React's runtime: its own chunk, evaluated a task before the app (P15). */
  readonly react: ReadonlySet<string>;
  /** The other libraries entry-client imports statically (React Router, Lingui), and routerRuntime. */
  readonly libs: ReadonlySet<string>;
  /** entry-client and all it imports statically, less the boot script's and the libraries. */
  readonly app: ReadonlySet<string>;
  /** Our modules that two or more lazily loaded modules (the pages) import, feature code aside. */
  readonly pages: ReadonlySet<string>;
}

function staticClosure(
  from: readonly string[],
  byId: ReadonlyMap<string, GraphModule>,
  stop: (id: string) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (seen.has(id) || stop(id)) continue;
    seen.add(id);
    queue.push(...(byId.get(id)?.importedIds ?? []));
  }
  return seen;
}

/** Sorts the client build's modules into the chunk groups chunkGroups() declares (docs/decisions.md, P23). */
export function chunkSetsOf(modules: readonly GraphModule[]): ChunkSets {
  const byId = new Map(modules.map((module) => [module.id, module]));
  const react = new Set(modules.map((module) => module.id).filter(isReactRuntime));
  const boot = staticClosure(
    modules.filter((module) => module.isEntry).map((module) => module.id),
    byId,
  );
  const ids = modules.map((module) => module.id);
  // The boot script's modules and React's are evaluated before the rest, in chunks of their own.
  const loadedFirst = (id: string) => boot.has(id) || react.has(id);
  const appClosure = staticClosure(ids.filter(isAppEntry), byId, loadedFirst);
  const libs = staticClosure(ids.filter(isLibsEntry), byId, loadedFirst);
  for (const id of appClosure) if (isPackage(id)) libs.add(id);
  const app = new Set([...appClosure].filter((id) => !libs.has(id)));
  const lazy = new Set(modules.flatMap((module) => module.dynamicallyImportedIds));
  // How many lazy modules import each module: at all, and not through a feature's code.
  const reach = new Map<string, number>();
  const reachOutsideFeatures = new Map<string, number>();
  const count = (counts: Map<string, number>, ids: Iterable<string>) => {
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  };
  const earlier = (id: string) => loadedFirst(id) || libs.has(id) || app.has(id);
  for (const entry of lazy) {
    if (isAppEntry(entry) || isLibsEntry(entry) || react.has(entry)) continue;
    count(reach, staticClosure([entry], byId, earlier));
    count(
      reachOutsideFeatures,
      staticClosure([entry], byId, (id) => earlier(id) || isFeatureCode(id)),
    );
  }
  // Shared: imported by two or more, one of them a page itself (a component a page and a feature
  // both use); what only features import stays with them.
  const pages = new Set(
    [...reach]
      .filter(([id, total]) => total >= 2 && (reachOutsideFeatures.get(id) ?? 0) >= 1)
      .filter(([id]) => !isFeatureCode(id))
      .map(([id]) => id),
  );
  return { react, libs, app, pages };
}

/**
 * The chunks a page loads (docs/decisions.md, P23). Left to itself, the bundler gives every module
 * that two lazy pages share a chunk of its own: the home page started 30 scripts, and starting a
 * request costs the main thread about a millisecond here, four in Lighthouse's model of a phone.
 * So React's runtime is one chunk, the other libraries the app imports one, the app (the rest of
 * what entry-client imports statically) one, what the pages share one, then each page's own and
 * each feature's own. The first three are evaluated a task apart (src/entry-boot.ts, P15).
 */
export function chunkGroups(): Plugin {
  let sets: ChunkSets = { react: new Set(), libs: new Set(), app: new Set(), pages: new Set() };
  const group = (name: keyof ChunkSets, priority: number) => ({
    name,
    priority,
    test: (id: string) => sets[name].has(id),
    // The sets are closed already: each holds what its modules import, less other groups' code.
    includeDependenciesRecursively: false,
  });
  return {
    name: 'apex:chunk-groups',
    apply: 'build',
    config: () => ({
      environments: {
        client: {
          build: {
            rolldownOptions: {
              output: {
                codeSplitting: {
                  groups: [
                    group('react', 40),
                    group('libs', 30),
                    group('app', 20),
                    group('pages', 10),
                  ],
                },
              },
            },
          },
        },
      },
    }),
    buildEnd() {
      if (this.environment.name !== 'client') return;
      const modules: GraphModule[] = [];
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info === null) continue;
        const { isEntry, importedIds, dynamicallyImportedIds } = info;
        modules.push({ id, isEntry, importedIds, dynamicallyImportedIds });
      }
      sets = chunkSetsOf(modules);
    },
  };
}
