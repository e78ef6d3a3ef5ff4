// Runs src/verifyCredentialCommand.ts (Node 20 runs no TypeScript): bundled by rolldown into the
// package's cache, then imported with the command's arguments. See docs/results.md, "Credentials".
import { mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'rolldown';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const out = here('./node_modules/.cache/apex-verify-credential/verifyCredentialCommand.mjs');
mkdirSync(here('./node_modules/.cache/apex-verify-credential'), { recursive: true });
await build({
  input: here('./src/verifyCredentialCommand.ts'),
  platform: 'node',
  external: [/^node:/],
  logLevel: 'warn',
  output: { file: out, format: 'esm' },
});
await import(pathToFileURL(out).href);
