// Makes the credential key pair for the emulators, dev and CI (issue 32; docs/deploy.md,
// "Credential keys"), once: an RSA private JWK (2048 bits, for RS256) in .secret.local as CREDENTIAL_SIGNING_KEY
// (base64url of its JSON: the emulators read secrets from that file), and its public half as a
// JWKS in .credential-jwks.local.json, which a Firebase build publishes when CREDENTIAL_JWKS_FILE
// points at it. Both files are git-ignored. An existing key is kept (`--force` makes a new one).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const SECRET_FILE = here('../.secret.local');
const JWKS_FILE = here('../.credential-jwks.local.json');
const NAME = 'CREDENTIAL_SIGNING_KEY';

const secrets = existsSync(SECRET_FILE) ? readFileSync(SECRET_FILE, 'utf8') : '';
const existing = secrets.split('\n').find((line) => line.startsWith(`${NAME}=`));
// A key from before RS256 (issue 38: Ed25519) is replaced, as --force would.
const isRsa = (line) =>
  JSON.parse(Buffer.from(line.slice(NAME.length + 1), 'base64url').toString('utf8')).kty === 'RSA';
if (
  existing !== undefined &&
  isRsa(existing) &&
  !process.argv.includes('--force') &&
  existsSync(JWKS_FILE)
) {
  console.log(`kept the credential key in ${SECRET_FILE}`);
  process.exit(0);
}
const kid = `apex-local-${new Date().toISOString().slice(0, 10)}`;
const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
const jwk = { ...(await exportJWK(privateKey)), kid };
const line = `${NAME}=${Buffer.from(JSON.stringify(jwk)).toString('base64url')}`;
const others = secrets.split('\n').filter((entry) => entry !== '' && !entry.startsWith(`${NAME}=`));
writeFileSync(SECRET_FILE, `${[...others, line].join('\n')}\n`, { mode: 0o600 });
const publicHalf = { kty: jwk.kty, n: jwk.n, e: jwk.e, kid };
writeFileSync(
  JWKS_FILE,
  `${JSON.stringify({ keys: [{ ...publicHalf, alg: 'RS256', use: 'sig' }] }, null, 2)}\n`,
);
console.log(`wrote the credential key ${kid}: ${SECRET_FILE} and ${JWKS_FILE}`);
