import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Browser storage of a signed-in demo visitor, written by signed-in.setup.ts at each run. */
export const SIGNED_IN_STATE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../test-results/.auth/signed-in.json',
);
