import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEVELOPMENT_CREDENTIAL_KEY } from '@apex/auth-memory';
import { describe, expect, it } from 'vitest';
import { credentialKeySet } from './credentialKeys.ts';

const DEPLOYED_KEY = {
  kty: 'OKP',
  crv: 'Ed25519',
  x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo',
  kid: 'apex-2026-11',
};

async function keyFile(content: unknown): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), 'jwks-')), 'jwks.json');
  await writeFile(file, JSON.stringify(content));
  return file;
}

describe('the key set a build publishes at /.well-known/jwks.json', () => {
  it("is the file's keys, public halves only, when CREDENTIAL_JWKS_FILE names one", async () => {
    const file = await keyFile({ keys: [{ ...DEPLOYED_KEY, d: 'private-part' }] });

    const set = await credentialKeySet({ VITE_BACKEND: 'firebase', CREDENTIAL_JWKS_FILE: file });

    expect(set).toEqual({ keys: [{ ...DEPLOYED_KEY, alg: 'EdDSA', use: 'sig' }] });
  });

  it('is the development key in a memory build, and never in a Firebase build', async () => {
    const memory = await credentialKeySet({ VITE_BACKEND: 'memory' });
    const firebase = await credentialKeySet({ VITE_BACKEND: 'firebase' });
    const file = await keyFile({ keys: [DEVELOPMENT_CREDENTIAL_KEY] });

    expect(memory.keys.map((key) => key.kid)).toEqual([DEVELOPMENT_CREDENTIAL_KEY.kid]);
    expect(JSON.stringify(memory)).not.toContain(DEVELOPMENT_CREDENTIAL_KEY.d ?? '?');
    expect(firebase).toEqual({ keys: [] });
    await expect(
      credentialKeySet({ VITE_BACKEND: 'firebase', CREDENTIAL_JWKS_FILE: file }),
    ).rejects.toThrow(/development credential key/);
  });
});
