import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { changeOrganiserRole, isOrganiserChange } from './organiserRole.ts';

/**
 * `pnpm --filter @apex/functions organiser grant|revoke <email>`: run by a project owner with
 * Application Default Credentials (`gcloud auth application-default login`) and GCLOUD_PROJECT set,
 * or against the Auth emulator with FIREBASE_AUTH_EMULATOR_HOST (docs/deploy.md).
 */
const [change, email] = process.argv.slice(2);
if (!isOrganiserChange(change) || email === undefined || email === '') {
  console.error('usage: pnpm --filter @apex/functions organiser grant|revoke <email>');
  process.exit(2);
}
const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
const app = initializeApp(projectId === undefined ? {} : { projectId });
try {
  const { uid, organiser } = await changeOrganiserRole(getAuth(app), email, change);
  console.log(`${email} (${uid}) is ${organiser ? 'now' : 'no longer'} an organiser.`);
} catch (error) {
  console.error(`could not ${change} the organiser role of ${email}:`, error);
  process.exitCode = 1;
}
