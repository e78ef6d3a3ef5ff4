import { isRegistrationEditionId } from '@apex/core';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { backfillSearchTokens } from './searchTokenBackfill.ts';

/**
 * `pnpm --filter @apex/functions search-tokens <editionId>`: writes the console's search words on
 * the edition's registrations saved before they existed (docs/organiser.md, "Search"). Run by a
 * project owner with Application Default Credentials and GCLOUD_PROJECT set, or against the
 * emulator with FIRESTORE_EMULATOR_HOST. Safe to run again: it changes only what is missing.
 */
const [editionId] = process.argv.slice(2);
if (editionId === undefined || !isRegistrationEditionId(editionId)) {
  console.error('usage: pnpm --filter @apex/functions search-tokens <editionId>');
  process.exit(2);
}
const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
const app = initializeApp(projectId === undefined ? {} : { projectId });
try {
  const { read, updated } = await backfillSearchTokens(getFirestore(app), editionId);
  console.log(`edition ${editionId}: ${read} registrations read, ${updated} given search words.`);
} catch (error) {
  console.error(`could not write the search words of edition ${editionId}:`, error);
  process.exitCode = 1;
}
