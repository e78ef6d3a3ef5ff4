import { publicKeySet, signedStatusList } from '@apex/core/credential';
import { certificateCredential } from '@apex/server/credential';
import { exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { signingKeyFrom } from './certificateCredential.ts';
import { type CommandIo, NO_PINNED_KEYS, runVerifyCredential, USAGE } from './verifyCredential.ts';

const ORIGIN = 'https://apex.example';
const KEY_SET_URL = `${ORIGIN}/.well-known/jwks.json`;

const STATUS_LIST_URL = `${ORIGIN}/credentials/status/1`;
const POSITION = { list: 1, index: 3017 };

async function issued(status?: typeof POSITION) {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const key = signingKeyFrom(
    JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'apex-2026-11' }),
  );
  if (key === null) throw new Error('no key');
  const jwt = await certificateCredential(
    {
      candidateName: 'Asha Rao',
      grade: 7,
      editionId: '2024',
      editionName: 'October 2024',
      achievement: 'prize',
      issuedOn: '2024-10-25',
      organiserName: 'Apex Exams (test)',
      ...(status === undefined ? {} : { status }),
    },
    'q0W8bq3Ywq0i2m6oE7nYQA',
    'guardian@example.com',
    ORIGIN,
    key,
    'a-fresh-salt',
  );
  const list = (revoked: readonly number[]) =>
    signedStatusList(1, revoked, { privateJwk: key, siteOrigin: ORIGIN });
  return { jwt, keySet: JSON.stringify(publicKeySet({ keys: [key] })), list };
}

/** The command over files and addresses held in memory, its output collected. */
function io(files: Record<string, string>, web: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const commandIo: CommandIo = {
    readFile: async (path) => {
      const text = files[path];
      if (text === undefined) throw new Error(`ENOENT: ${path}`);
      return text;
    },
    fetchText: async (url) => {
      const text = web[url];
      if (text === undefined) throw new Error(`${url} answered 404`);
      return text;
    },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  };
  return { commandIo, out, err };
}

/** The JWT with one character of its signed payload changed (base64url of JSON, re-encoded). */
function changeOneCharacter(jwt: string, from: string, to: string): string {
  const [header, payload = '', signature] = jwt.split('.');
  const text = Buffer.from(payload, 'base64url').toString('utf8');
  expect(text).toContain(from);
  return [header, Buffer.from(text.replace(from, to)).toString('base64url'), signature].join('.');
}

describe('verify-credential', () => {
  it('verifies a downloaded credential offline against a key set file, and says what it is', async () => {
    const { jwt, keySet } = await issued();
    const run = io({ 'cert.jwt': `${jwt}\n`, 'jwks.json': keySet });

    expect(await runVerifyCredential(['cert.jwt', '--jwks', 'jwks.json'], run.commandIo)).toBe(0);

    expect(run.out[0]).toBe('valid: Apex exam, October 2024: certificate of Prize');
    expect(run.out).toContain('  awarded to: Asha Rao');
    expect(run.out).toContain('  issued by: Apex Exams (test) (https://apex.example/)');
    expect(run.out).toContain('  issued on: 2024-10-25');
    expect(run.out).toContain('  signed with key: apex-2026-11');
  });

  it('fetches a pinned key set from a URL, or from CREDENTIAL_JWKS_FILE', async () => {
    const { jwt, keySet } = await issued();
    const run = io({ 'cert.jwt': jwt, 'pinned.json': keySet }, { [KEY_SET_URL]: keySet });

    expect(await runVerifyCredential(['cert.jwt', '--jwks', KEY_SET_URL], run.commandIo)).toBe(0);
    const pinned = { ...run.commandIo, pinnedKeySet: 'pinned.json' };
    expect(await runVerifyCredential(['cert.jwt'], pinned)).toBe(0);
  });

  it('never trusts the key set the credential names: without a pinned one it cannot check', async () => {
    const { jwt, keySet } = await issued();
    // The address the credential's kid names answers: it is still not asked.
    const run = io({ 'cert.jwt': jwt }, { [KEY_SET_URL]: keySet });
    let fetched = 0;
    const counting = {
      ...run.commandIo,
      fetchText: (url: string) => {
        fetched += 1;
        return run.commandIo.fetchText(url);
      },
    };

    expect(await runVerifyCredential(['cert.jwt'], counting)).toBe(2);

    expect(fetched).toBe(0);
    expect(run.err).toEqual([NO_PINNED_KEYS]);
    expect(run.out).toEqual([]);
  });

  it('rejects a credential with one character changed, exits 1 and says why', async () => {
    const { jwt, keySet } = await issued();
    const run = io({
      'cert.jwt': changeOneCharacter(jwt, 'Asha Rao', 'Asha Raa'),
      'jwks.json': keySet,
    });

    expect(await runVerifyCredential(['cert.jwt', '--jwks', 'jwks.json'], run.commandIo)).toBe(1);

    expect(run.err).toEqual([
      'not valid: the signature does not match: the credential was changed after it was signed, or another key signed it',
    ]);
    expect(run.out).toEqual([]);
  });

  it('rejects a credential signed by a key not in the set, a file that is not one, and the .json', async () => {
    const { jwt } = await issued();
    const other = await issued();
    const run = io({
      'cert.jwt': jwt,
      'other.json': other.keySet,
      'notes.txt': 'hello',
      'cert.json': '{"type":["VerifiableCredential"]}',
    });

    expect(await runVerifyCredential(['cert.jwt', '--jwks', 'other.json'], run.commandIo)).toBe(1);
    expect(await runVerifyCredential(['notes.txt', '--jwks', 'other.json'], run.commandIo)).toBe(1);
    expect(await runVerifyCredential(['cert.json', '--jwks', 'other.json'], run.commandIo)).toBe(1);

    expect(run.err[0]).toMatch(/^not valid: the signature does not match/);
    expect(run.err[1]).toMatch(/^not valid: the file is not a signed credential/);
    expect(run.err[2]).toMatch(/^not valid: cert\.json is the readable contents/);
  });

  it('exits 2 with its usage, or the reason, when it cannot check at all', async () => {
    const run = io({});

    expect(await runVerifyCredential([], run.commandIo)).toBe(2);
    expect(await runVerifyCredential(['missing.jwt'], run.commandIo)).toBe(2);

    expect(run.err[0]).toBe(USAGE);
    expect(run.err[1]).toMatch(/^not valid: cannot read missing\.jwt/);
  });

  it('reads the status list the credential names: not revoked, then revoked (exit 1) once its bit is set', async () => {
    const { jwt, keySet, list } = await issued(POSITION);
    const standing = io(
      { 'cert.jwt': jwt, 'jwks.json': keySet },
      { [STATUS_LIST_URL]: await list([9]) },
    );

    expect(await runVerifyCredential(['cert.jwt', '--jwks', 'jwks.json'], standing.commandIo)).toBe(
      0,
    );
    expect(standing.out).toContain(`  status: not revoked (${STATUS_LIST_URL})`);

    const cancelled = io(
      { 'cert.jwt': jwt, 'jwks.json': keySet },
      { [STATUS_LIST_URL]: await list([9, POSITION.index]) },
    );
    expect(
      await runVerifyCredential(['cert.jwt', '--jwks', 'jwks.json'], cancelled.commandIo),
    ).toBe(1);
    expect(cancelled.err).toEqual([
      `revoked: Apex Exams (test) has cancelled this credential (bit ${POSITION.index} of ${STATUS_LIST_URL})`,
    ]);
    expect(cancelled.out).toEqual([]);
  });

  it('takes the status list from a file offline, and cannot check (exit 2) when the list does not come', async () => {
    const { jwt, keySet, list } = await issued(POSITION);
    const offline = io({
      'cert.jwt': jwt,
      'jwks.json': keySet,
      'list.jwt': await list([POSITION.index]),
    });

    expect(
      await runVerifyCredential(
        ['cert.jwt', '--jwks', 'jwks.json', '--status-list', 'list.jwt'],
        offline.commandIo,
      ),
    ).toBe(1);
    expect(offline.err[0]).toMatch(/^revoked: /);

    const unreachable = io({ 'cert.jwt': jwt, 'jwks.json': keySet });
    expect(
      await runVerifyCredential(['cert.jwt', '--jwks', 'jwks.json'], unreachable.commandIo),
    ).toBe(2);
    expect(unreachable.err[0]).toMatch(/^cannot check: the status list .* could not be read/);

    // --offline: the signature alone, and it says the status was not read.
    expect(
      await runVerifyCredential(
        ['cert.jwt', '--jwks', 'jwks.json', '--offline'],
        unreachable.commandIo,
      ),
    ).toBe(0);
    expect(unreachable.out.at(-1)).toMatch(/^ {2}status: not read \(--offline\)/);
  });

  it('refuses a status list another key signed: nothing is decided', async () => {
    const { jwt, keySet } = await issued(POSITION);
    const forger = await issued(POSITION);
    const run = io(
      { 'cert.jwt': jwt, 'jwks.json': keySet },
      { [STATUS_LIST_URL]: await forger.list([]) },
    );

    expect(await runVerifyCredential(['cert.jwt', '--jwks', 'jwks.json'], run.commandIo)).toBe(2);
    expect(run.err[0]).toMatch(/is not one the issuer signed for this credential$/);
  });
});
