import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { emulatorPlan, parseJavaMajor } from './dev-firebase.mjs';

const { emulators } = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../firebase.json'), 'utf8'),
) as { emulators: Record<string, { host: string; port: number }> };

describe('parseJavaMajor', () => {
  it.each([
    ['openjdk version "21.0.4" 2024-07-16', 21],
    ['openjdk version "17.0.12" 2024-07-16', 17],
    ['java version "1.8.0_401"', 8],
    ['nothing useful', null],
  ])('reads %j as %s', (output, major) => {
    expect(parseJavaMajor(output)).toBe(major);
  });
});

describe('emulatorPlan', () => {
  it('runs the Auth and Functions emulators without Java 21, the callables pointed at the latter', () => {
    expect(emulatorPlan(17, emulators)).toEqual({
      only: 'auth,functions',
      env: {
        VITE_FIREBASE_FUNCTIONS_EMULATOR_HOST: `${emulators.functions?.host}:${emulators.functions?.port}`,
      },
      full: false,
    });
    expect(emulatorPlan(null, emulators).only).toBe('auth,functions');
  });

  it('adds Firestore and Storage, and points the site at them, with Java 21', () => {
    const plan = emulatorPlan(21, emulators);
    expect(plan.only).toBe('auth,functions,firestore,storage');
    expect(plan.env).toEqual({
      VITE_FIREBASE_FUNCTIONS_EMULATOR_HOST: `${emulators.functions?.host}:${emulators.functions?.port}`,
      VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: `${emulators.firestore?.host}:${emulators.firestore?.port}`,
      VITE_FIREBASE_STORAGE_EMULATOR_HOST: `${emulators.storage?.host}:${emulators.storage?.port}`,
    });
  });

  it('uses the Auth emulator address the site is configured with (.env.emulators)', () => {
    const envFile = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), '../.env.emulators'),
      'utf8',
    );
    expect(envFile).toContain(
      `VITE_FIREBASE_AUTH_EMULATOR_HOST=${emulators.auth?.host}:${emulators.auth?.port}`,
    );
    expect(envFile).toContain(
      `VITE_FIREBASE_FUNCTIONS_EMULATOR_HOST=${emulators.functions?.host}:${emulators.functions?.port}`,
    );
  });
});
