import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root, where firebase.json and the rules live (`firebase deploy` reads them there). */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export function readRepoFile(name: string): string {
  return readFileSync(`${REPO_ROOT}${name}`, 'utf8');
}
