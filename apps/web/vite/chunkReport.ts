import type { Plugin } from 'vite';

/** Written next to the client build; a dot file, so Firebase Hosting does not publish it. */
export const CHUNK_REPORT_FILE = '.chunks.json';

export interface ChunkReportEntry {
  readonly file: string;
  readonly isEntry: boolean;
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
  /** The npm and workspace packages whose modules ended up in this chunk. */
  readonly packages: readonly string[];
}

export interface ChunkReport {
  readonly backend: string;
  readonly chunks: readonly ChunkReportEntry[];
}

/** `/…/node_modules/.pnpm/x/node_modules/@firebase/auth/dist/…` → `@firebase/auth`. */
export function packageOfModule(id: string): string | null {
  const path = id.replace(/\\/g, '/').replace(/\?.*$/, '');
  if (path.startsWith('\0')) return null;
  const nodeModules = path.lastIndexOf('/node_modules/');
  if (nodeModules >= 0) {
    const [first, second] = path.slice(nodeModules + '/node_modules/'.length).split('/');
    if (first === undefined || first === '') return null;
    return first.startsWith('@') && second !== undefined ? `${first}/${second}` : first;
  }
  const workspace = /\/(packages|apps)\/([^/]+)\//.exec(path);
  return workspace?.[2] === undefined ? null : `@apex/${workspace[2]}`;
}

/**
 * Records which packages each client chunk holds, from the bundler's own module list, so
 * scripts/check-chunks.mjs can prove what a build ships without guessing from minified text.
 */
export function chunkReport(): Plugin {
  let backend = 'memory';
  return {
    name: 'apex:chunk-report',
    apply: 'build',
    configResolved(config) {
      backend = config.env.VITE_BACKEND === 'firebase' ? 'firebase' : 'memory';
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks: ChunkReportEntry[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const packages = new Set<string>();
        for (const id of output.moduleIds) {
          const name = packageOfModule(id);
          if (name !== null) packages.add(name);
        }
        chunks.push({
          file: output.fileName,
          isEntry: output.isEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          packages: [...packages].sort(),
        });
      }
      const report: ChunkReport = { backend, chunks };
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_REPORT_FILE,
        source: `${JSON.stringify(report, null, 2)}\n`,
      });
    },
  };
}
