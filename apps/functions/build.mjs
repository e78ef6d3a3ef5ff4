// Bundles the functions for deploy into dist/: Cloud Functions installs a deploy's dependencies
// from the npm registry, where our workspace packages (@apex/core) do not exist, so they are
// bundled into dist/index.js; firebase-functions and firebase-admin stay external and are the
// only dependencies of the generated dist/package.json. firebase.json deploys and emulates dist/.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
// APEX_FUNCTIONS_DIST (relative to apps/functions) builds elsewhere: the end-to-end suite's
// emulators run their own copy, so the emulator tests running beside it in CI can rebuild dist/.
const outDir = here(`./${process.env.APEX_FUNCTIONS_DIST ?? 'dist'}`);
const out = (name) => join(outDir, name);
const manifest = JSON.parse(readFileSync(here('./package.json'), 'utf8'));
const RUNTIME = ['firebase-admin', 'firebase-functions'];

rmSync(outDir, { recursive: true, force: true });
await build({
  input: here('./src/index.ts'),
  platform: 'node',
  external: [/^node:/, ...RUNTIME.map((name) => new RegExp(`^${name}(/|$)`))],
  output: { file: out('index.js'), format: 'esm', sourcemap: true },
});
mkdirSync(outDir, { recursive: true });
writeFileSync(
  out('package.json'),
  `${JSON.stringify(
    {
      name: 'apex-functions',
      private: true,
      type: 'module',
      main: 'index.js',
      engines: manifest.engines,
      dependencies: Object.fromEntries(RUNTIME.map((name) => [name, manifest.dependencies[name]])),
    },
    null,
    2,
  )}\n`,
);
// Parameter values per project (SITE_ORIGIN): firebase reads .env.<project> beside the code.
// The emulators read secrets (the lists' SUBSCRIBER_KEY, the credential key) from .secret.local
// beside the code (scripts/emulator-secret.mjs, scripts/credential-keys.mjs); deploys never carry it
// (firebase.json `ignore`), production reads Secret Manager.
for (const name of readdirSync(here('.'))) {
  if ((name.startsWith('.env.') || name === '.secret.local') && existsSync(here(`./${name}`))) {
    copyFileSync(here(`./${name}`), out(name));
  }
}
// The emulator runs dist/ in place: it finds firebase-functions (and its binary) through
// dist/node_modules. Deploys leave node_modules out (firebase.json `ignore`) and install afresh.
symlinkSync(relative(outDir, here('./node_modules')), out('node_modules'), 'dir');
console.log(
  `built ${relative(here('.'), out('index.js'))} (bundled @apex/core; external: ${RUNTIME.join(', ')})`,
);
