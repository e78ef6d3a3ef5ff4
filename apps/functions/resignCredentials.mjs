// Runs src/resignCommand.ts (Node 20 runs no TypeScript): bundled by rolldown into the
// package's cache, firebase-admin left external, then imported with the command's arguments.
import { mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'rolldown';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const out = here('./node_modules/.cache/apex-resign-credentials/resignCommand.mjs');
mkdirSync(here('./node_modules/.cache/apex-resign-credentials'), { recursive: true });
await build({
  input: here('./src/resignCommand.ts'),
  platform: 'node',
  external: [/^node:/, /^firebase-admin(\/|$)/],
  logLevel: 'warn',
  output: { file: out, format: 'esm' },
});
await import(pathToFileURL(out).href);
