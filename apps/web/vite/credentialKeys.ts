import { readFile } from 'node:fs/promises';
import { DEVELOPMENT_CREDENTIAL_KEY } from '@apex/auth-memory';
import { type JSONWebKeySet, JWKS_PATH, publicJwk, publicKeySet } from '@apex/core/credential';

/** The file the site's credential key set is written to (served at /.well-known/jwks.json). */
export const JWKS_FILE = JWKS_PATH.slice(1);

/** The variable naming the key set file a build publishes (docs/deploy.md, "Credential keys"). */
export const CREDENTIAL_JWKS_FILE = 'CREDENTIAL_JWKS_FILE';

/**
 * The public keys a build publishes for checking credentials (issue 32): the set in the file
 * CREDENTIAL_JWKS_FILE names (public halves only, whatever the file holds), else, for a memory
 * build, the development key its memory "server" signs with. A Firebase build never publishes the
 * development key: without the file its set is empty, and the predeploy check refuses to deploy it.
 */
export async function credentialKeySet(
  env: Readonly<Record<string, string | undefined>>,
): Promise<JSONWebKeySet> {
  const file = env[CREDENTIAL_JWKS_FILE];
  const firebase = env.VITE_BACKEND === 'firebase';
  if (file !== undefined && file !== '') {
    const set = publicKeySet(JSON.parse(await readFile(file, 'utf8')));
    if (firebase && set.keys.some((key) => key.kid === DEVELOPMENT_CREDENTIAL_KEY.kid)) {
      throw new Error(
        `${file} carries the development credential key: a Firebase build never does.`,
      );
    }
    return set;
  }
  return firebase ? { keys: [] } : { keys: [publicJwk(DEVELOPMENT_CREDENTIAL_KEY)] };
}
