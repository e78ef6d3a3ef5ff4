// Runs src/organiserCommand.ts (Node 20 runs no TypeScript): bundled by rolldown into the
// package's cache, firebase-admin left external, then imported with the command's arguments.
import { mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'rolldown';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const out = here('./node_modules/.cache/apex-organiser/organiserCommand.mjs');
mkdirSync(here('./node_modules/.cache/apex-organiser'), { recursive: true });
await build({
  input: here('./src/organiserCommand.ts'),
  platform: 'node',
  external: [/^node:/, /^firebase-admin(\/|$)/],
  logLevel: 'warn',
  output: { file: out, format: 'esm' },
});
await import(pathToFileURL(out).href);
