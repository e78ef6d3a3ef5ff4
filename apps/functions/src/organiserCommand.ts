import { userInfo } from 'node:os';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import {
  changeOrganiserRole,
  isOrganiserChange,
  UnverifiedOrganiserError,
} from './organiserRole.ts';

/**
 * `pnpm --filter @apex/functions organiser grant|revoke <email> [--by <who>]`: run by a project
 * owner with Application Default Credentials (`gcloud auth application-default login`) and
 * GCLOUD_PROJECT set, or against the emulators with FIREBASE_AUTH_EMULATOR_HOST and
 * FIRESTORE_EMULATOR_HOST (docs/deploy.md). `--by` names the operator in the audit log (the
 * operating system's user name when not given).
 */
const [change, email, flag, by] = process.argv.slice(2);
const usage = 'usage: pnpm --filter @apex/functions organiser grant|revoke <email> [--by <who>]';
if (
  !isOrganiserChange(change) ||
  email === undefined ||
  email === '' ||
  (flag !== undefined && (flag !== '--by' || by === undefined || by === ''))
) {
  console.error(usage);
  process.exit(2);
}
const operator = by ?? `command line (${userInfo().username})`;
const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
const app = initializeApp(projectId === undefined ? {} : { projectId });
try {
  const { uid, organiser } = await changeOrganiserRole(
    getAuth(app),
    getFirestore(app),
    email,
    change,
    operator,
  );
  console.log(`${email} (${uid}) is ${organiser ? 'now' : 'no longer'} an organiser.`);
} catch (error) {
  if (error instanceof UnverifiedOrganiserError) console.error(`refused: ${error.message}`);
  else console.error(`could not ${change} the organiser role of ${email}:`, error);
  process.exitCode = 1;
}
