#!/usr/bin/env node
// @ts-check
/**
 * `pnpm dev:firebase`: starts the Firebase emulators and the Vite dev server on them, and stops
 * both on Ctrl-C. The Auth emulator runs on Node alone; the Firestore and Storage emulators need
 * Java 21, so they join only when `java` is 21 or newer (otherwise profile and picture calls go
 * to the real, unreachable demo project and fail, which the UI shows as errors).
 * Ports come from firebase.json; the site's config from apps/web/.env.emulators.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** @returns {number | null} the major version of `java`, or null when there is none */
export function javaMajorVersion() {
  const run = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (run.error || run.status !== 0) return null;
  const match = /version "(\d+)/.exec(`${run.stderr}${run.stdout}`);
  return match?.[1] === undefined ? null : Number(match[1]);
}

const emulators = JSON.parse(readFileSync(`${repoRoot}firebase.json`, 'utf8')).emulators;
const hostOf = (/** @type {string} */ name) => `${emulators[name].host}:${emulators[name].port}`;

const java = javaMajorVersion();
const full = java !== null && java >= 21;
/** @type {Record<string, string>} */
const env = { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1' };
const only = full ? 'auth,firestore,storage' : 'auth';
if (full) {
  env.VITE_FIREBASE_FIRESTORE_EMULATOR_HOST = hostOf('firestore');
  env.VITE_FIREBASE_STORAGE_EMULATOR_HOST = hostOf('storage');
} else {
  console.warn(
    `dev:firebase: Java ${java ?? 'not found'}; starting the Auth emulator only (Firestore and Storage need Java 21).`,
  );
}

const child = spawn(
  'pnpm',
  [
    '--filter',
    '@apex/auth-firebase',
    'exec',
    'firebase',
    'emulators:exec',
    '--only',
    only,
    '--project',
    'demo-apex',
    'pnpm --filter @apex/web exec vite --mode emulators',
  ],
  { cwd: repoRoot, env, stdio: 'inherit' },
);
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
