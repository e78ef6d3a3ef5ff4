import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REQUIRED_FIREBASE_ENV } from '../src/backend/firebaseEnv.ts';
import { firebaseEnvCheck } from './firebaseEnvCheck.ts';

/** Real `vite build` runs of a one-file site, with the env in a .env file as a developer would. */
let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'apex-env-check-'));
  await writeFile(join(root, 'index.html'), '<script type="module" src="/main.js"></script>');
  await writeFile(join(root, 'main.js'), 'console.log(import.meta.env.VITE_BACKEND);\n');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const COMPLETE: Record<string, string> = {
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-apex.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-apex',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-apex.appspot.com',
  VITE_FIREBASE_APP_ID: '1:0:web:0',
};

async function buildWith(env: Record<string, string>) {
  const lines = Object.entries(env).map(([key, value]) => `${key}=${value}`);
  await writeFile(join(root, '.env'), `${lines.join('\n')}\n`);
  return build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [firebaseEnvCheck()],
    build: { outDir: join(root, 'dist'), write: false },
  });
}

describe('firebaseEnvCheck', () => {
  it('lets a Firebase build with every variable through', async () => {
    await expect(buildWith(COMPLETE)).resolves.toBeDefined();
  });

  it('leaves the memory build alone, which needs none of them', async () => {
    await expect(buildWith({ VITE_BACKEND: 'memory' })).resolves.toBeDefined();
  });

  it.each(REQUIRED_FIREBASE_ENV)('fails a Firebase build without %s, naming it', async (name) => {
    const { [name]: _dropped, ...rest } = COMPLETE;
    await expect(buildWith(rest)).rejects.toThrow(`VITE_BACKEND=firebase needs ${name}.`);
  });

  it('names every missing variable at once', async () => {
    await expect(buildWith({ VITE_BACKEND: 'firebase' })).rejects.toThrow(
      REQUIRED_FIREBASE_ENV.join(', '),
    );
  });
});
