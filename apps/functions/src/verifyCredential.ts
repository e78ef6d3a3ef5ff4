import {
  checkCredentialStatus,
  decodeCredentialPayload,
  type InvalidReason,
  type JSONWebKeySet,
  publicKeySet,
  verifyCredential,
} from '@apex/core/credential';

/**
 * `pnpm --filter @apex/functions verify-credential <file> [--jwks <file|url>]` (issue 32): checks a
 * downloaded credential (the certificate page's `.jwt`) against Apex's published keys, offline
 * when the key set is a file. It trusts only a key set pinned by whoever runs it (issue 38):
 * `--jwks`, or else the `CREDENTIAL_JWKS_FILE` the build publishes. Never the address the
 * credential itself names: a forged credential would name a forger's keys. It then reads the
 * credential's status entry (W3C Bitstring Status List, issue 38) from the list it names, or from
 * `--status-list <file|url>`, the list checked against the same pinned keys: a cancelled
 * credential is "revoked" (exit 1). `--offline` checks the signature alone and says so.
 */

/** What the command reads and writes, so a test can run it without a terminal or a network. */
export interface CommandIo {
  readFile(path: string): Promise<string>;
  fetchText(url: string): Promise<string>;
  out(line: string): void;
  err(line: string): void;
  /** The pinned key set when no `--jwks` is given: `CREDENTIAL_JWKS_FILE` (a file or URL). */
  readonly pinnedKeySet?: string | undefined;
}

export const USAGE =
  'usage: pnpm --filter @apex/functions verify-credential <credential.jwt> [--jwks <file|url>] [--status-list <file|url> | --offline] (or set CREDENTIAL_JWKS_FILE)';

export const NO_PINNED_KEYS =
  "cannot check: no trusted key set. Give Apex's published key set with --jwks <file|url>, or set CREDENTIAL_JWKS_FILE; the command never trusts the key address a credential names";

const REASONS: Record<InvalidReason, string> = {
  malformed: 'the file is not a signed credential (a compact JWS, the ".jwt" the page offers)',
  'unknown-key':
    'the key that signed it is not in the key set (another issuer, or a key never published)',
  signature:
    'the signature does not match: the credential was changed after it was signed, or another key signed it',
  'not-a-credential':
    'it is signed, but is not an Open Badges credential whose claims agree with it',
};

function isUrl(value: string): boolean {
  return /^https?:\/\//.test(value);
}

async function keySetAt(location: string, io: CommandIo): Promise<JSONWebKeySet> {
  const text = isUrl(location) ? await io.fetchText(location) : await io.readFile(location);
  return publicKeySet(JSON.parse(text));
}

/** Runs the command with `args` (after the command's name); resolves to the exit status. */
/** The value after `flag`, and the arguments without both; `missing` when the value is. */
function option(args: readonly string[], flag: string) {
  const at = args.indexOf(flag);
  if (at === -1) return { value: undefined, rest: [...args], missing: false };
  const value = args[at + 1];
  const rest = args.filter((_, index) => index !== at && index !== at + 1);
  return { value, rest, missing: value === undefined };
}

export async function runVerifyCredential(args: readonly string[], io: CommandIo): Promise<number> {
  const offline = args.includes('--offline');
  const jwks = option(
    args.filter((arg) => arg !== '--offline'),
    '--jwks',
  );
  const statusList = option(jwks.rest, '--status-list');
  const jwksSource = jwks.value;
  const files = statusList.rest;
  const [file] = files;
  if (
    file === undefined ||
    files.length !== 1 ||
    jwks.missing ||
    statusList.missing ||
    (offline && statusList.value !== undefined)
  ) {
    io.err(USAGE);
    return 2;
  }
  let jwt: string;
  try {
    jwt = (await io.readFile(file)).trim();
  } catch (error) {
    io.err(`not valid: cannot read ${file} (${String(error)})`);
    return 2;
  }
  if (jwt.startsWith('{')) {
    io.err(
      `not valid: ${file} is the readable contents (.json), which carries no signature: verify the .jwt`,
    );
    return 1;
  }
  const pinned = jwksSource ?? (io.pinnedKeySet?.trim() || undefined);
  if (pinned === undefined) {
    io.err(NO_PINNED_KEYS);
    return 2;
  }
  let keySet: JSONWebKeySet;
  try {
    keySet = await keySetAt(pinned, io);
  } catch (error) {
    io.err(
      `cannot check: no usable key set (${error instanceof Error ? error.message : String(error)})`,
    );
    return 2;
  }
  const check = await verifyCredential(jwt, keySet);
  if (check.kind === 'unsupported') {
    io.err('cannot check: this Node cannot do RS256 in Web Crypto (use Node 20 or newer)');
    return 2;
  }
  if (check.kind === 'invalid') {
    io.err(`not valid: ${REASONS[check.reason]}`);
    return 1;
  }
  const { credential } = check;
  const listSource = statusList.value;
  const status = offline
    ? ({ kind: 'offline' } as const)
    : await checkCredentialStatus(decodeCredentialPayload(jwt), keySet, (url) =>
        listSource === undefined
          ? io.fetchText(url)
          : isUrl(listSource)
            ? io.fetchText(listSource)
            : io.readFile(listSource),
      );
  const entry = credential.credentialStatus;
  if (status.kind === 'unresolved') {
    io.err(
      status.reason === 'unreachable'
        ? `cannot check: the status list ${entry?.statusListCredential ?? ''} could not be read (offline? give it with --status-list <file>)`
        : `cannot check: the status list ${entry?.statusListCredential ?? ''} is not one the issuer signed for this credential`,
    );
    return 2;
  }
  if (status.kind === 'revoked') {
    io.err(
      `revoked: ${credential.issuer.name} has cancelled this credential (bit ${entry?.statusListIndex ?? ''} of ${entry?.statusListCredential ?? ''})`,
    );
    return 1;
  }
  const name = credential.credentialSubject.identifier.find(
    (identity) => identity.identityType === 'name',
  );
  io.out(`valid: ${credential.name}`);
  io.out(`  awarded to: ${name?.identityHash ?? '(no name)'}`);
  io.out(`  achievement: ${credential.credentialSubject.achievement.name}`);
  io.out(`  issued by: ${credential.issuer.name} (${credential.issuer.id})`);
  io.out(`  issued on: ${credential.validFrom.slice(0, 10)}`);
  io.out(`  signed with key: ${check.keyName}`);
  io.out(`  id: ${credential.id}`);
  io.out(
    status.kind === 'active'
      ? `  status: not revoked (${entry?.statusListCredential ?? ''})`
      : status.kind === 'offline'
        ? '  status: not read (--offline): the certificate page at the id says whether it still stands'
        : '  (it names no status list: the certificate page at the id says whether it still stands)',
  );
  return 0;
}
