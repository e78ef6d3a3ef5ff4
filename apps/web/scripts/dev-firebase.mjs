#!/usr/bin/env node
// @ts-check
/**
 * `pnpm dev:firebase`: starts the Firebase emulators and the Vite dev server on them, and stops
 * both on Ctrl-C. The Auth and Functions emulators run on Node alone (the callables serve
 * apps/functions/dist, built first); the Firestore and Storage emulators need
 * Java 21, so they join only when `java` is 21 or newer (otherwise profile and picture calls go
 * to the real, unreachable demo project and fail, which the UI shows as errors).
 * Ports come from firebase.json; the site's config from apps/web/.env.emulators.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// A path, not `new URL(…)`: the jsdom test environment swaps in its own URL class.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** @param {string} output what `java -version` printed @returns {number | null} */
export function parseJavaMajor(output) {
  const match = /version "(?:1\.)?(\d+)/.exec(output);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/**
 * Which emulators to start and which extra variables the site needs to reach them.
 * @param {number | null} javaMajor
 * @param {Record<string, { host: string; port: number }>} emulators firebase.json's `emulators`
 */
export function emulatorPlan(javaMajor, emulators) {
  const hostOf = (/** @type {string} */ name) => {
    const emulator = emulators[name];
    if (emulator === undefined) throw new Error(`firebase.json has no emulators.${name}`);
    return `${emulator.host}:${emulator.port}`;
  };
  if (javaMajor === null || javaMajor < 21) {
    return {
      only: 'auth,functions',
      env: { VITE_FIREBASE_FUNCTIONS_EMULATOR_HOST: hostOf('functions') },
      full: false,
    };
  }
  return {
    only: 'auth,functions,firestore,storage',
    env: {
      VITE_FIREBASE_FUNCTIONS_EMULATOR_HOST: hostOf('functions'),
      VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: hostOf('firestore'),
      VITE_FIREBASE_STORAGE_EMULATOR_HOST: hostOf('storage'),
    },
    full: true,
  };
}

function main() {
  // The Functions emulator serves the deployed bundle (firebase.json's functions.source).
  const built = spawnSync('pnpm', ['--filter', '@apex/functions', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (built.status !== 0) {
    process.exitCode = built.status ?? 1;
    return;
  }
  const run = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const javaMajor =
    run.error || run.status !== 0 ? null : parseJavaMajor(`${run.stderr}${run.stdout}`);
  const emulators = JSON.parse(readFileSync(resolve(repoRoot, 'firebase.json'), 'utf8')).emulators;
  const plan = emulatorPlan(javaMajor, emulators);
  if (!plan.full) {
    console.warn(
      `dev:firebase: Java ${javaMajor ?? 'not found'}; starting the Auth and Functions emulators only (Firestore and Storage need Java 21).`,
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
      plan.only,
      '--project',
      'demo-apex',
      'pnpm --filter @apex/web exec react-router dev --mode emulators',
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, ...plan.env, CI: 'true', NO_UPDATE_NOTIFIER: '1' },
      stdio: 'inherit',
    },
  );
  child.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
