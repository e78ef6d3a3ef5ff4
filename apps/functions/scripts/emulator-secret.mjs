// The emulators read secrets from .secret.local beside the functions' code (never committed,
// .gitignore): SUBSCRIBER_KEY, the HMAC key of the lists, is made once per checkout at random.
// Real projects keep it in Secret Manager (`firebase functions:secrets:set SUBSCRIBER_KEY`).
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const file = fileURLToPath(new URL('../.secret.local', import.meta.url));
if (!existsSync(file)) {
  writeFileSync(file, `SUBSCRIBER_KEY=${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  console.log('wrote apps/functions/.secret.local (SUBSCRIBER_KEY for the emulators)');
}
