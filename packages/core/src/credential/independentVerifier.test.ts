import { createPublicKey, verify } from 'node:crypto';
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { signedTestCredential, tamperedPayload } from '../testing/credentialFixture.ts';
import schema from './schema/ob_v3p0_achievementcredential_schema.json' with { type: 'json' };

/**
 * What any verifier does with an issued credential, without the library that signed it (issue 38,
 * OB 3.0 §8.2.3): Node's own crypto checks the RS256 signature straight over the compact JWS
 * (`header.payload`), with the one JWK of the published set the header's `kid` names; the payload
 * then validates against 1EdTech's AchievementCredential schema (vendored).
 */

function json(segment: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
}

/** An RS256 check of a compact JWS against a key set, with node:crypto only. */
function independentlyVerified(jwt: string, keySet: { readonly keys: readonly object[] }) {
  const [header = '', payload = '', signature = ''] = jwt.split('.');
  const protectedHeader = json(header);
  expect(protectedHeader.alg).toBe('RS256');
  const kid = String(protectedHeader.kid);
  // The kid is a URI into the published set; its fragment names exactly one JWK there.
  const fragment = decodeURIComponent(new URL(kid).hash.slice(1));
  const named = keySet.keys.filter((key) => 'kid' in key && key.kid === fragment);
  expect(named).toHaveLength(1);
  const key = createPublicKey({ key: named[0] as never, format: 'jwk' });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    key,
    Buffer.from(signature, 'base64url'),
  );
  return { valid, payload: json(payload) };
}

describe('an issued credential, checked by a verifier that is not jose', () => {
  it('verifies with RS256 by node:crypto and validates against the AchievementCredential schema', async () => {
    const { jwt, keySet } = await signedTestCredential();

    const { valid, payload } = independentlyVerified(jwt, keySet);

    expect(valid).toBe(true);
    const ajv = new Ajv2019({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    expect(validate(payload), JSON.stringify(validate.errors)).toBe(true);
  });

  it('fails with one character of the credential changed', async () => {
    const { jwt, keySet } = await signedTestCredential();

    const { valid } = independentlyVerified(tamperedPayload(jwt, 'Asha', 'Asho'), keySet);

    expect(valid).toBe(false);
  });
});
