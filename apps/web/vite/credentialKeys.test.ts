import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEVELOPMENT_CREDENTIAL_KEY } from '@apex/auth-memory';
import { describe, expect, it } from 'vitest';
import { credentialKeySet } from './credentialKeys.ts';

// A public RSA key of 2048 bits, as a deployment's set holds it.
const DEPLOYED_KEY = {
  kty: 'RSA',
  n: '2-quK914KPH1TTPDhuVsM5uA2-F7esd2_nqHIEHSuYV5Nw-cp5RhRz8KsCkQNqH0V13DuWFWGLpAb-C80RnnPIRJqGmv0IZXhuofTC8SRXpoPwBNIpt4xkflyopu4ktTym5hNF4yRqFffALNeixpSGhlm8Pha24hYfD6l3xfJsA5lDMLhWySqlPH0HGV-Mw65RjRElYGw1Z_T6b7Z2j95CI5JI8ECuHG-B4AqFxIQUYt9Z4hJZ8rm6utZa8nC3IoTAc1ADykMkomjCQxStnR0JigjsQ7Df-bIGomcuuAKO030n7mPLzMToWB2mRQh1T4b_uzrTEDgfjEYGR3r-Y84w',
  e: 'AQAB',
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

    expect(set).toEqual({ keys: [{ ...DEPLOYED_KEY, alg: 'RS256', use: 'sig' }] });
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
