import fc from 'fast-check';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  signedTestCredential,
  TEST_FACTS,
  TEST_ORIGIN,
  testKeyPair,
} from '../testing/credentialFixture.ts';
import {
  isStatusPosition,
  STATUS_LIST_ENTRIES,
  statusListEntry,
  statusListNumberOf,
  statusListUrl,
  statusPositionOf,
} from './statusEntry.ts';
import {
  checkCredentialStatus,
  encodeStatusList,
  signedStatusList,
  statusBitOf,
  statusReadingOf,
} from './statusList.ts';

const POSITION = { list: 1, index: 4242 };

/** A credential with a status entry at POSITION, its key, and a fetch answering its list. */
async function credentialWithStatus(revoked: readonly number[]) {
  const issued = await signedTestCredential({ ...TEST_FACTS, status: POSITION });
  const list = await signedStatusList(1, revoked, {
    privateJwk: issued.privateJwk,
    siteOrigin: TEST_ORIGIN,
  });
  const served = new Map([[statusListUrl(TEST_ORIGIN, 1), list]]);
  const fetchList = async (url: string) => {
    const text = served.get(url);
    if (text === undefined) throw new Error(`${url} answered 404`);
    return text;
  };
  return { ...issued, payload: decodeJwt(issued.jwt), fetchList, list };
}

describe('a status position', () => {
  it('is unique for every serial, and fills one list of 131,072 bits before the next', () => {
    // One assertion over all 131,072 (an expect per serial takes seconds under coverage).
    const seen = new Set<number>();
    const lists = new Set<number>();
    for (let serial = 0; serial < STATUS_LIST_ENTRIES; serial += 1) {
      const { list, index } = statusPositionOf(serial);
      lists.add(list);
      seen.add(index);
    }
    expect([...lists]).toEqual([1]);
    expect(seen.size).toBe(STATUS_LIST_ENTRIES);
    expect(statusPositionOf(STATUS_LIST_ENTRIES)).toEqual({ list: 2, index: 0 });
  });

  it('spreads neighbours in time apart, so an index does not tell the order of issue', () => {
    const first = statusPositionOf(1).index;
    const second = statusPositionOf(2).index;
    expect(Math.abs(second - first)).toBeGreaterThan(1000);
  });

  it('is named in the credential as a Bitstring Status List entry for revocation', () => {
    expect(statusListEntry('https://apex.example/', POSITION)).toEqual({
      id: 'https://apex.example/credentials/status/1#4242',
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: '4242',
      statusListCredential: 'https://apex.example/credentials/status/1',
    });
    expect(statusListNumberOf('/credentials/status/12')).toBe(12);
    expect(statusListNumberOf('/credentials/status/0')).toBeNull();
    expect(statusListNumberOf('/credentials/status/1/x')).toBeNull();
  });
});

describe('the encoded list', () => {
  it('sets exactly the revoked bits, index 0 the left-most', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: STATUS_LIST_ENTRIES - 1 }), { maxLength: 20 }),
        fc.integer({ min: 0, max: STATUS_LIST_ENTRIES - 1 }),
        async (revoked, probe) => {
          const encoded = await encodeStatusList(revoked);
          expect(encoded.startsWith('u')).toBe(true);
          expect(await statusBitOf(encoded, probe)).toBe(revoked.includes(probe));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('refuses a bit past the list and a list that is not multibase', async () => {
    await expect(encodeStatusList([STATUS_LIST_ENTRIES])).rejects.toThrow(RangeError);
    const encoded = await encodeStatusList([]);
    await expect(statusBitOf(encoded, STATUS_LIST_ENTRIES)).rejects.toThrow(RangeError);
    await expect(statusBitOf(encoded.slice(1), 0)).rejects.toThrow();
  });
});

describe("a credential's status, as a verifier reads it", () => {
  it('reads active while its bit is clear, revoked once it is set', async () => {
    const active = await credentialWithStatus([7]);
    expect(active.payload.credentialStatus).toEqual(statusListEntry(TEST_ORIGIN, POSITION));
    expect(await checkCredentialStatus(active.payload, active.keySet, active.fetchList)).toEqual({
      kind: 'active',
    });

    const revoked = await credentialWithStatus([7, POSITION.index]);
    expect(await checkCredentialStatus(revoked.payload, revoked.keySet, revoked.fetchList)).toEqual(
      { kind: 'revoked' },
    );
  });

  it('signs the list as a BitstringStatusListCredential of the same issuer, with no validFrom', async () => {
    const { list } = await credentialWithStatus([]);
    const payload = decodeJwt(list);
    expect(payload.type).toEqual(['VerifiableCredential', 'BitstringStatusListCredential']);
    expect(payload.iss).toBe('https://apex.example/');
    expect(payload.jti).toBe('https://apex.example/credentials/status/1');
    expect(payload.nbf).toBeUndefined();
    expect(payload.credentialSubject).toMatchObject({
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      ttl: 300_000,
    });
  });

  it('says nothing when the credential names no list', async () => {
    const { jwt, keySet } = await signedTestCredential();
    const unused = async () => {
      throw new Error('not fetched');
    };
    expect(await checkCredentialStatus(decodeJwt(jwt), keySet, unused)).toEqual({ kind: 'none' });
  });

  it('decides nothing when the list does not come, or another key signed it', async () => {
    const issued = await credentialWithStatus([POSITION.index]);
    const gone = async () => {
      throw new Error('offline');
    };
    expect(await checkCredentialStatus(issued.payload, issued.keySet, gone)).toEqual({
      kind: 'unresolved',
      reason: 'unreachable',
    });

    const forger = await testKeyPair('test-key');
    const forged = await signedStatusList(1, [], {
      privateJwk: forger.privateJwk,
      siteOrigin: TEST_ORIGIN,
    });
    expect(await checkCredentialStatus(issued.payload, issued.keySet, async () => forged)).toEqual({
      kind: 'unresolved',
      reason: 'invalid',
    });
  });

  it('refuses a list of another issuer, even signed by a key of the set', async () => {
    const issued = await credentialWithStatus([]);
    const elsewhere = await signedStatusList(1, [], {
      privateJwk: issued.privateJwk,
      siteOrigin: 'https://other.example',
    });
    expect(
      await checkCredentialStatus(issued.payload, issued.keySet, async () => elsewhere),
    ).toEqual({ kind: 'unresolved', reason: 'invalid' });
  });
});

describe('a position the server stores', () => {
  it('is a list from 1 and a bit inside it; anything else is not', () => {
    expect(isStatusPosition({ list: 1, index: 0 })).toBe(true);
    expect(isStatusPosition({ list: 3, index: STATUS_LIST_ENTRIES - 1 })).toBe(true);
    for (const value of [
      null,
      'position',
      { list: 0, index: 1 },
      { list: 1.5, index: 1 },
      { list: 1, index: -1 },
      { list: 1, index: STATUS_LIST_ENTRIES },
      { list: '1', index: 1 },
      { list: 1 },
    ]) {
      expect(isStatusPosition(value)).toBe(false);
    }
  });

  it('comes from a serial that is a whole number from 0 only', () => {
    expect(() => statusPositionOf(-1)).toThrow(RangeError);
    expect(() => statusPositionOf(1.5)).toThrow(RangeError);
  });
});

describe('a status entry a verifier cannot use', () => {
  it('is read as invalid, without fetching anything, whatever part of it is wrong', async () => {
    const issued = await credentialWithStatus([]);
    const entry = issued.payload.credentialStatus as Record<string, unknown>;
    const notFetched = async (): Promise<string> => {
      throw new Error('not fetched');
    };
    for (const broken of [
      'a string',
      { ...entry, type: 'StatusList2021Entry' },
      { ...entry, statusPurpose: 'suspension' },
      { ...entry, statusListCredential: 7 },
      { ...entry, statusListIndex: 4242 },
      { ...entry, statusListIndex: '-1' },
    ]) {
      expect(
        await checkCredentialStatus(
          { ...issued.payload, credentialStatus: broken },
          issued.keySet,
          notFetched,
        ),
      ).toEqual({ kind: 'unresolved', reason: 'invalid' });
    }
  });
});

describe('statusReadingOf', () => {
  it('names the entry and what its list says, for a credential with a status', async () => {
    const issued = await credentialWithStatus([POSITION.index]);
    expect(await statusReadingOf(issued.jwt, issued.keySet, issued.fetchList)).toEqual({
      entry: `${statusListUrl(TEST_ORIGIN, 1)}#${POSITION.index}`,
      status: 'revoked',
    });
  });

  it('says there is no entry, and no status, for a credential without one', async () => {
    const { jwt, keySet } = await signedTestCredential();
    const notFetched = async (): Promise<string> => {
      throw new Error('not fetched');
    };
    expect(await statusReadingOf(jwt, keySet, notFetched)).toEqual({ entry: null, status: 'none' });
  });
});
