// Runs one of the package's TypeScript commands (Node 20 runs no TypeScript): bundled by rolldown
// into the package's cache, the packages named in `external` left to node_modules, then imported
// with the command's own arguments.
import { mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'rolldown';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

export async function runTypeScript(name, external = []) {
  const folder = here(`../node_modules/.cache/apex-${name}`);
  mkdirSync(folder, { recursive: true });
  const out = `${folder}/${name}.mjs`;
  await build({
    input: here(`../src/${name}.ts`),
    platform: 'node',
    external: [/^node:/, ...external],
    logLevel: 'warn',
    output: { file: out, format: 'esm' },
  });
  await import(pathToFileURL(out).href);
}
