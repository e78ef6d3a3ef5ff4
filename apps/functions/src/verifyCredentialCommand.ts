import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { runVerifyCredential } from './verifyCredential.ts';

// The command's entry (verifyCredential.mjs bundles and runs it): real files, the network, stdout.
// pnpm runs it in apps/functions; paths are the caller's, from where they typed it (INIT_CWD).
const from = process.env.INIT_CWD ?? process.cwd();
process.exitCode = await runVerifyCredential(process.argv.slice(2), {
  readFile: (path) => readFile(resolve(from, path), 'utf8'),
  fetchText: async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  },
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  pinnedKeySet: process.env.CREDENTIAL_JWKS_FILE,
});
