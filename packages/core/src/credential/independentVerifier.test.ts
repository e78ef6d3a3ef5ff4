import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
// Only the JWK's type: the check below is Web Crypto's, not jose's.
import type { JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  signedTestCredential,
  TEST_FACTS,
  TEST_ORIGIN,
  tamperedPayload,
} from '../testing/credentialFixture.ts';
import schema from './schema/ob_v3p0_achievementcredential_schema.json' with { type: 'json' };
import { signedStatusList } from './statusList.ts';

/**
 * What any verifier does with an issued credential, without the library that signed it (issue 38,
 * OB 3.0 §8.2.3): the platform's Web Crypto checks the RS256 signature straight over the compact JWS
 * (`header.payload`), with the one JWK of the published set the header's `kid` names; the payload
 * then validates against 1EdTech's AchievementCredential schema (vendored).
 */

function json(segment: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
}

/** An RS256 check of a compact JWS against a key set, with Web Crypto only. */
async function independentlyVerified(jwt: string, keySet: { readonly keys: readonly JWK[] }) {
  const [header = '', payload = '', signature = ''] = jwt.split('.');
  const protectedHeader = json(header);
  expect(protectedHeader.alg).toBe('RS256');
  const kid = String(protectedHeader.kid);
  // The kid is a URI into the published set; its fragment names exactly one JWK there.
  const fragment = decodeURIComponent(new URL(kid).hash.slice(1));
  const named = keySet.keys.filter((key) => key.kid === fragment);
  expect(named).toHaveLength(1);
  const algorithm = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
  const key = await crypto.subtle.importKey('jwk', named[0] ?? {}, algorithm, false, ['verify']);
  const valid = await crypto.subtle.verify(
    algorithm,
    key,
    Buffer.from(signature, 'base64url'),
    new TextEncoder().encode(`${header}.${payload}`),
  );
  return { valid, payload: json(payload) };
}

/**
 * The bit a status entry names, read as the Recommendation says (§3.2) with the platform only:
 * strip the multibase `u`, base64url-decode, gunzip (DecompressionStream), bit 0 the left-most.
 */
async function bitOf(encodedList: string, index: number): Promise<boolean> {
  expect(encodedList.startsWith('u')).toBe(true);
  const zipped = Buffer.from(encodedList.slice(1), 'base64url');
  const stream = new Blob([zipped]).stream().pipeThrough(new DecompressionStream('gzip'));
  const bits = new Uint8Array(await new Response(stream).arrayBuffer());
  expect(bits.length).toBeGreaterThanOrEqual(16_384);
  return ((bits[Math.floor(index / 8)] ?? 0) & (0x80 >> (index % 8))) !== 0;
}

describe('an issued credential, checked by a verifier that is not jose', () => {
  it('verifies with RS256 by Web Crypto and validates against the AchievementCredential schema', async () => {
    const { jwt, keySet } = await signedTestCredential();

    const { valid, payload } = await independentlyVerified(jwt, keySet);

    expect(valid).toBe(true);
    const ajv = new Ajv2019({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    expect(validate(payload), JSON.stringify(validate.errors)).toBe(true);
  });

  it('fails with one character of the credential changed', async () => {
    const { jwt, keySet } = await signedTestCredential();

    const { valid } = await independentlyVerified(tamperedPayload(jwt, 'Asha', 'Asho'), keySet);

    expect(valid).toBe(false);
  });

  it('carries a status entry that resolves: the signed list verifies and has its bit set once revoked', async () => {
    const position = { list: 1, index: 90_001 };
    const { jwt, keySet, privateJwk } = await signedTestCredential({
      ...TEST_FACTS,
      status: position,
    });
    const { valid, payload } = await independentlyVerified(jwt, keySet);
    expect(valid).toBe(true);
    const entry = payload.credentialStatus as Record<string, string>;
    expect(entry.type).toBe('BitstringStatusListEntry');
    expect(entry.statusPurpose).toBe('revocation');
    const served = {
      [String(entry.statusListCredential)]: await signedStatusList(1, [position.index], {
        privateJwk,
        siteOrigin: TEST_ORIGIN,
      }),
    };

    const list = await independentlyVerified(
      served[String(entry.statusListCredential)] ?? '',
      keySet,
    );

    expect(list.valid).toBe(true);
    expect(list.payload.type).toContain('BitstringStatusListCredential');
    expect(list.payload.id).toBe(entry.statusListCredential);
    expect(list.payload.iss).toBe(payload.iss);
    const subject = list.payload.credentialSubject as Record<string, string>;
    expect(subject.statusPurpose).toBe(entry.statusPurpose);
    expect(await bitOf(subject.encodedList ?? '', Number(entry.statusListIndex))).toBe(true);
    expect(await bitOf(subject.encodedList ?? '', Number(entry.statusListIndex) + 1)).toBe(false);
  });
});
