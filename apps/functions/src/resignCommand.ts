import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { signingKeyFrom } from './certificateCredential.ts';
import { resignCredentials } from './resignCredentials.ts';

/**
 * `pnpm --filter @apex/functions resign-credentials`: after a key rotation (docs/deploy.md,
 * section 7), signs every standing certificate again with the new key. Run by a project owner with
 * Application Default Credentials and GCLOUD_PROJECT set (or against the Firestore emulator with
 * FIRESTORE_EMULATOR_HOST), CREDENTIAL_SIGNING_KEY the new private key and SITE_ORIGIN the site.
 */
const key = signingKeyFrom(process.env.CREDENTIAL_SIGNING_KEY);
const siteOrigin = process.env.SITE_ORIGIN ?? '';
if (key === null || siteOrigin === '') {
  console.error(
    'usage: CREDENTIAL_SIGNING_KEY=<the new private key> SITE_ORIGIN=https://<site> pnpm --filter @apex/functions resign-credentials',
  );
  process.exit(2);
}
const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
const app = initializeApp(projectId === undefined ? {} : { projectId });
try {
  const { resigned, skipped } = await resignCredentials(getFirestore(app), key, siteOrigin);
  console.log(`signed ${resigned} credentials again with ${key.kid}; left ${skipped} as they are.`);
} catch (error) {
  console.error('could not sign the credentials again:', error);
  process.exitCode = 1;
}
