import { ServerRefusal } from '@apex/server/contract';
// The Hindi words for the mails: Node has room for every catalog at once.
import '@apex/core/all-catalogs';
import { organiserFactsFrom, SUBSCRIBES_PER_CALLER_PER_HOUR } from '@apex/core';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger, setGlobalOptions } from 'firebase-functions';
import { onDocumentUpdated, onDocumentWritten } from 'firebase-functions/firestore';
import { HttpsError, onRequest } from 'firebase-functions/https';
import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { onSchedule } from 'firebase-functions/scheduler';
import * as v1 from 'firebase-functions/v1';
import { cleanUpDeletedAccount } from './accountDeletion.ts';
import { contractCallable } from './callables.ts';
import { signingKeyFrom } from './certificateCredential.ts';
import type { ServerContext } from './context.ts';
import {
  answerGuardianRequest as answer,
  describeGuardianRequest as describe,
} from './guardianAnswers.ts';
import {
  describeGuardianConsent as describeConsent,
  withdrawGuardianConsent as withdrawConsent,
} from './guardianManage.ts';
import { answerOneClick } from './oneClick.ts';
import { ORGANISER_CLAIM } from './organiserRole.ts';
import { onMailDelivered } from './outbox.ts';
import { publishResults as publish } from './publishResults.ts';
import { onRegistrationWritten } from './registrationWritten.ts';
import { resendGuardianMail as resend } from './resendGuardianMail.ts';
import { deleteExpiredRegistrations as deleteExpired } from './retention.ts';
import {
  subscribe as askToConfirm,
  confirmSubscription as confirmLink,
  countCaller,
  forgetSubscriber,
  unsubscribe as leaveList,
  type SubscriptionContext,
} from './subscriptions.ts';
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

/** The HMAC key of the lists' document ids (Secret Manager; `.secret.local` in the emulators). */
const SUBSCRIBER_KEY = defineSecret('SUBSCRIBER_KEY');

/** A mailbox for `List-Unsubscribe`'s mailto (RFC 2369), e.g. unsubscribe@apex.example. */
const UNSUBSCRIBE_MAILBOX = defineString('UNSUBSCRIBE_MAILBOX', {
  description: 'A mailbox for the mailto of List-Unsubscribe, e.g. unsubscribe@apex.example',
});

/** Subscribes one caller (an IP address) may make in an hour: @apex/core's, unless a deployment sets its own. */
const SUBSCRIBES_PER_CALLER = defineInt('SUBSCRIBES_PER_CALLER_PER_HOUR', {
  default: SUBSCRIBES_PER_CALLER_PER_HOUR,
});

/**
 * Every callable refuses a call without a valid App Check token (issue 30). The emulators have no
 * App Check service, so `.env.demo-apex` turns this off there; a real project keeps the default.
 */
const ENFORCE_APP_CHECK = defineBoolean('ENFORCE_APP_CHECK', { default: true });
const callable = { enforceAppCheck: ENFORCE_APP_CHECK };

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

const lists: SubscriptionContext = {
  db: context.db,
  now: context.now,
  siteOrigin: context.siteOrigin,
  subscriberKey: () => SUBSCRIBER_KEY.value(),
  unsubscribeMailbox: () => UNSUBSCRIBE_MAILBOX.value(),
  subscribesPerCallerPerHour: () => SUBSCRIBES_PER_CALLER.value(),
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
export const describeGuardianRequest = contractCallable(
  'describeGuardianRequest',
  callable,
  ({ token }) => describe(context, token),
);

/** The guardian's Confirm or Decline (no account). */
export const answerGuardianRequest = contractCallable(
  'answerGuardianRequest',
  callable,
  async ({ token, answer: given }) => {
    await answer(context, token, given);
    return { ok: true };
  },
);

/** The guardian's own page (issue 38, no account): what is held about the child, and why. */
export const describeGuardianConsent = contractCallable(
  'describeGuardianConsent',
  callable,
  ({ token }) => describeConsent(context, token),
);

/** The guardian withdraws consent from their own page: everything made from it goes. */
export const withdrawGuardianConsent = contractCallable(
  'withdrawGuardianConsent',
  callable,
  async ({ token }) => {
    await withdrawConsent(context, token);
    return { ok: true };
  },
);

/**
 * The outbox keeps no secrets (issue 38): a mail the Trigger Email extension has delivered is
 * deleted at once (a TTL policy on `expireAt` is the backstop; docs/deploy.md).
 */
export const mailDelivered = onDocumentUpdated('mail/{id}', async (event) => {
  await onMailDelivered(context.db, event.params.id, event.data?.after.data());
});

/** The registrant asks for the guardian's mail again (signed in; their own registration only). */
export const resendGuardianMail = contractCallable(
  'resendGuardianMail',
  callable,
  async ({ editionId }, call) => {
    const uid = call.auth?.uid;
    if (uid === undefined) throw new HttpsError('unauthenticated', 'sign in first');
    await resend(context, uid, editionId);
    return { ok: true };
  },
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
export const publishResults = contractCallable(
  'publishResults',
  { ...callable, timeoutSeconds: 3600, memory: '1GiB', secrets: [CREDENTIAL_SIGNING_KEY] },
  async ({ editionId, rows }, call) => {
    if (call.auth?.token[ORGANISER_CLAIM] !== true) {
      throw new ServerRefusal('organiser/permission-denied');
    }
    return publish(context, editionId, rows);
  },
);

/** The registration's owner withdraws the candidate's certificate (signed in; their own only). */
export const withdrawCertificate = contractCallable(
  'withdrawCertificate',
  callable,
  async ({ editionId }, call) => {
    const uid = call.auth?.uid;
    if (uid === undefined) throw new HttpsError('unauthenticated', 'sign in first');
    await withdraw(context, uid, editionId);
    return { ok: true };
  },
);

/** Subscribe to a list (double opt-in, no account): the same answer for every valid address. */
export const subscribe = contractCallable(
  'subscribe',
  { ...callable, secrets: [SUBSCRIBER_KEY] },
  async ({ email, topic, language }, call) => {
    await countCaller(lists, call.rawRequest.ip ?? 'unknown');
    await askToConfirm(lists, email, topic, language);
    return { ok: true };
  },
);

/** The confirmation mail's link: the address is on the list from now. */
export const confirmSubscription = contractCallable(
  'confirmSubscription',
  { ...callable, secrets: [SUBSCRIBER_KEY] },
  ({ token }) => confirmLink(lists, token),
);

/** The unsubscribe page's button (no account): the address leaves the list. */
export const unsubscribe = contractCallable(
  'unsubscribe',
  { ...callable, secrets: [SUBSCRIBER_KEY] },
  ({ token }) => leaveList(lists, token),
);

/**
 * RFC 8058 one-click unsubscribe, behind Hosting's `/list-unsubscribe`: a mail client's POST
 * unsubscribes; a GET only leads to the unsubscribe page (link scanners must not unsubscribe
 * anyone). No App Check here: mail providers call it, not the site.
 */
export const oneClickUnsubscribe = onRequest({ secrets: [SUBSCRIBER_KEY] }, async (req, res) => {
  const answer = await answerOneClick(lists, req.method, req.query.token);
  if (answer.redirect !== undefined) res.redirect(303, answer.redirect);
  else res.status(answer.status).type('text/plain').send(answer.body);
});

/**
 * An account was deleted (firebase-functions/v1: 2nd gen has no such trigger without blocking
 * functions): remove what the browser could not, and refuse its tokens from now on.
 */
export const accountDeleted = v1
  .region('asia-south1')
  .runWith({ secrets: ['SUBSCRIBER_KEY'] })
  .auth.user()
  .onDelete((user) =>
    cleanUpDeletedAccount(
      {
        db: context.db,
        now: context.now,
        forgetSubscriber: (email) => forgetSubscriber(lists, email),
        async removePicture(uid) {
          // The emulators here run without Storage (its rules runtime is not available offline).
          if (
            process.env.FUNCTIONS_EMULATOR === 'true' &&
            !process.env.FIREBASE_STORAGE_EMULATOR_HOST
          ) {
            logger.info('no Storage emulator: the picture clean-up is skipped', { uid });
            return;
          }
          await getStorage()
            .bucket()
            .file(`profile_pictures/${uid}/avatar`)
            .delete({ ignoreNotFound: true });
        },
      },
      user.uid,
      user.email,
    ),
  );
