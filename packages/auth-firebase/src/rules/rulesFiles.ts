import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root, where firebase.json and the rules live (`firebase deploy` reads them there). */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export function readRepoFile(name: string): string {
  return readFileSync(`${REPO_ROOT}${name}`, 'utf8');
}

/**
 * The project the Firestore rules tests use: not the functions' project (`demo-apex`), so the
 * functions' triggers, running beside them in the emulator suite, never touch their documents.
 */
export const RULES_PROJECT_ID = 'demo-apex-rules';
