// The emulators read secrets from .secret.local beside the functions' code (never committed,
// .gitignore): SUBSCRIBER_KEY, the HMAC key of the lists, is made once per checkout at random and
// added beside the file's other secrets (scripts/credential-keys.mjs writes the credential key).
// Real projects keep it in Secret Manager (`firebase functions:secrets:set SUBSCRIBER_KEY`).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const file = fileURLToPath(new URL('../.secret.local', import.meta.url));
const NAME = 'SUBSCRIBER_KEY';
const lines = (existsSync(file) ? readFileSync(file, 'utf8') : '').split('\n').filter(Boolean);
if (!lines.some((line) => line.startsWith(`${NAME}=`))) {
  lines.push(`${NAME}=${randomBytes(32).toString('hex')}`);
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  console.log(`added ${NAME} to apps/functions/.secret.local (for the emulators)`);
}
