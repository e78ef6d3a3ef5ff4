// The Hindi words for the mails: Node has room for every catalog at once.
import '@apex/core/all-catalogs';
import { organiserFactsFrom } from '@apex/core';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { setGlobalOptions } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { HttpsError, onCall } from 'firebase-functions/https';
import { defineSecret, defineString } from 'firebase-functions/params';
import { onSchedule } from 'firebase-functions/scheduler';
import { asCallable, fieldOf, textField } from './callables.ts';
import { signingKeyFrom } from './certificateCredential.ts';
import type { ServerContext } from './context.ts';
import {
  answerGuardianRequest as answer,
  describeGuardianRequest as describe,
  isGuardianAnswer,
} from './guardianAnswers.ts';
import { OrganiserError } from './organiserErrors.ts';
import { ORGANISER_CLAIM } from './organiserRole.ts';
import { publishResults as publish } from './publishResults.ts';
import { publishRowsOf } from './publishRows.ts';
import { onRegistrationWritten } from './registrationWritten.ts';
import { resendGuardianMail as resend } from './resendGuardianMail.ts';
import { deleteExpiredRegistrations as deleteExpired } from './retention.ts';
import { withdrawCertificate as withdraw } from './withdrawCertificate.ts';

/**
 * The server of issue 28 (Cloud Functions for Firebase, 2nd gen): reacts to registrations,
 * answers the guardian's page and the registrant's resend, deletes data past its retention.
 * Mumbai, beside the Firestore database that holds Indian families' data.
 */
setGlobalOptions({ region: 'asia-south1', maxInstances: 10 });

/** The site's origin for the links in mails, e.g. https://apex.example (docs/deploy.md). */
const SITE_ORIGIN = defineString('SITE_ORIGIN', {
  description: 'The public site origin for links in mails, e.g. https://apex.example',
});

/**
 * The private Ed25519 key certificates' credentials are signed with (issue 32; docs/deploy.md,
 * "Credential keys"): a secret, never in the code or the environment files. The emulators read it
 * from .secret.local (scripts/credential-keys.mjs), which git ignores.
 */
const CREDENTIAL_SIGNING_KEY = defineSecret('CREDENTIAL_SIGNING_KEY');

initializeApp();

const context: ServerContext = {
  db: getFirestore(),
  async account(uid) {
    try {
      const user = await getAuth().getUser(uid);
      return { email: user.email ?? null, emailVerified: user.emailVerified };
    } catch {
      // The account is gone (deleted meanwhile): nobody's address can confirm anything.
      return { email: null, emailVerified: false };
    }
  },
  now: () => new Date(),
  siteOrigin: () => SITE_ORIGIN.value(),
  // The same variables as the site's (docs/deploy.md), from the functions' .env.<project>.
  organiserName: () => organiserFactsFrom(process.env).legalName,
  credentialKey: () => signingKeyFrom(CREDENTIAL_SIGNING_KEY.value()),
};

export const registrationWritten = onDocumentWritten(
  'editions/{editionId}/registrations/{uid}',
  (event) =>
    onRegistrationWritten(context, {
      eventId: event.id,
      editionId: event.params.editionId,
      uid: event.params.uid,
      before: event.data?.before.data(),
      after: event.data?.after.data(),
      afterUpdateTime: event.data?.after.updateTime,
    }),
);

/** The guardian's page (no account): who asks, about whom, until when. */
export const describeGuardianRequest = onCall((request) =>
  asCallable(() => describe(context, fieldOf(request.data, 'token'))),
);

/** The guardian's Confirm or Decline (no account). */
export const answerGuardianRequest = onCall((request) =>
  asCallable(async () => {
    // Any token is judged by the link rules (an unusable one is "unknown"); the answer must be one.
    const token = fieldOf(request.data, 'token');
    const given = fieldOf(request.data, 'answer');
    if (!isGuardianAnswer(given))
      throw new HttpsError('invalid-argument', 'answer is confirm or decline');
    await answer(context, token, given);
    return { ok: true };
  }),
);

/** The registrant asks for the guardian's mail again (signed in; their own registration only). */
export const resendGuardianMail = onCall((request) =>
  asCallable(async () => {
    const uid = request.auth?.uid;
    if (uid === undefined) throw new HttpsError('unauthenticated', 'sign in first');
    await resend(context, uid, textField(request.data, 'editionId'));
    return { ok: true };
  }),
);

/** Retention: every day at 03:00 in India, delete what is past its edition's dataDeleteBy. */
export const deleteExpiredRegistrations = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'Asia/Kolkata' },
  async () => {
    await deleteExpired(context.db, context.now());
  },
);

/**
 * The organiser publishes an edition's results (issue 29): organisers only (the `organiser`
 * claim). A big edition takes minutes: the callable may run for the 2nd gen's 60 minutes, with
 * room for 100,000 rows in memory (docs/performance.md, "Publishing results").
 */
export const publishResults = onCall(
  { timeoutSeconds: 3600, memory: '1GiB', secrets: [CREDENTIAL_SIGNING_KEY] },
  (request) =>
    asCallable(async () => {
      if (request.auth?.token[ORGANISER_CLAIM] !== true) {
        throw new OrganiserError('organiser/permission-denied');
      }
      const editionId = textField(request.data, 'editionId');
      return publish(context, editionId, publishRowsOf(fieldOf(request.data, 'rows')));
    }),
);

/** The registration's owner withdraws the candidate's certificate (signed in; their own only). */
export const withdrawCertificate = onCall((request) =>
  asCallable(async () => {
    const uid = request.auth?.uid;
    if (uid === undefined) throw new HttpsError('unauthenticated', 'sign in first');
    await withdraw(context, uid, textField(request.data, 'editionId'));
    return { ok: true };
  }),
);
