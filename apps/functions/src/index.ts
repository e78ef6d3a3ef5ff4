import { callerAddress, organiserAuditEntry, publishAuditEntries } from '@apex/server';
// The Hindi words for the mails: Node has room for every catalog at once.
import '@apex/core/all-catalogs';
import { organiserFactsFrom, SUBSCRIBES_PER_CALLER_PER_HOUR } from '@apex/core';
import { isDeclaredAdult } from '@apex/server';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger, setGlobalOptions } from 'firebase-functions';
import {
  onDocumentCreated,
  onDocumentDeleted,
  onDocumentUpdated,
  onDocumentWritten,
} from 'firebase-functions/firestore';
import { HttpsError, onRequest } from 'firebase-functions/https';
import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { onSchedule } from 'firebase-functions/scheduler';
import * as v1 from 'firebase-functions/v1';
import {
  accountAgeOf,
  confirmParentRequest as confirmParent,
  deleteUnconfirmedAccounts as deleteUnconfirmed,
  describeParentRequest as describeParent,
  onAccountAgeCreated,
} from './accountAge.ts';
import { cleanUpDeletedAccount } from './accountDeletion.ts';
import {
  publishFromAttempts as publishAttempts,
  readAttemptResults,
  readItemAnalysis,
} from './attemptResults.ts';
import {
  closeOverdueAttempts as closeOverdue,
  saveAnswers as save,
  startAttempt as start,
  submitAttempt as submit,
} from './attempts.ts';
import { contractCallable } from './callables.ts';
import { signingKeyFrom } from './certificateCredential.ts';
import type { ServerContext } from './context.ts';
import { answerStatusList } from './credentialStatus.ts';
import {
  answerGuardianRequest as answer,
  describeGuardianRequest as describe,
} from './guardianAnswers.ts';
import {
  describeGuardianConsent as describeConsent,
  withdrawGuardianConsent as withdrawConsent,
} from './guardianManage.ts';
import { answerOneClick } from './oneClick.ts';
import { requireOrganiser } from './organiserAccess.ts';
import {
  grantExtraTime as grantTime,
  listAttempts as list,
  reopenAttempt as reopen,
} from './organiserAttempts.ts';
import { writeAudit } from './organiserAudit.ts';
import { onMailDelivered } from './outbox.ts';
import { assignPaper as assign, uploadPaper as upload } from './papers.ts';
import { publishResults as publish } from './publishResults.ts';
import { onRegistrationWritten } from './registrationWritten.ts';
import { resendGuardianMail as resend } from './resendGuardianMail.ts';
import { deleteResult } from './resultCleanup.ts';
import {
  deleteExpiredRegistrations as deleteExpired,
  deleteUnconfirmedRegistrations as deleteUnconfirmedRegistrationsIn,
} from './retention.ts';
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
 * The private RSA key (RS256) certificates' credentials are signed with (issue 32; docs/deploy.md,
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

/** Subscribes one caller (the address Google's front end saw) may make in an hour: @apex/core's, unless a deployment sets its own. */
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
      // Only an account declared adult may stand for a guardian with its own address (issue 38).
      const adult = isDeclaredAdult(await accountAgeOf(getFirestore(), uid));
      return { email: user.email ?? null, emailVerified: user.emailVerified, adult };
    } catch {
      // The account is gone (deleted meanwhile): nobody's address can confirm anything.
      return { email: null, emailVerified: false, adult: false };
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

/** The retention run's time limit, and the part of it pages may start in (the rest: the last page). */
const RETENTION_TIMEOUT_SECONDS = 1800;
const RETENTION_WORK_MS = 25 * 60_000;

/**
 * Retention: every day at 03:00 in India, delete what is past its edition's dataDeleteBy, and the
 * registrations no guardian confirmed within the link's days and the grace day (issue 38). It
 * works in pages that resume (docs/adr/0143): a run that reaches its deadline with expired
 * registrations left fails, so Cloud Scheduler runs it again, and that run goes on from there.
 */
export const deleteExpiredRegistrations = onSchedule(
  {
    schedule: 'every day 03:00',
    timeZone: 'Asia/Kolkata',
    timeoutSeconds: RETENTION_TIMEOUT_SECONDS,
    retryCount: 5,
    minBackoffSeconds: 60,
  },
  async () => {
    const now = context.now();
    const started = Date.now();
    const expired = await deleteExpired(context.db, now, {
      keepGoing: () => Date.now() < started + RETENTION_WORK_MS,
    });
    logger.info('expired registrations deleted', {
      ...expired,
      seconds: Math.round((Date.now() - started) / 1000),
    });
    if (!expired.complete) {
      throw new Error('retention reached its deadline with registrations left; a retry resumes it');
    }
    const unconfirmed = await deleteUnconfirmedRegistrationsIn(context.db, now);
    logger.info('unconfirmed registrations deleted', { unconfirmed });
  },
);

/** An account declared its age at sign-up (issue 38): logged; a child's parent is mailed a link. */
export const accountAgeDeclared = onDocumentCreated('accountAges/{uid}', (event) =>
  onAccountAgeCreated(context, {
    eventId: event.id,
    uid: event.params.uid,
    data: event.data?.data(),
  }),
);

/** The page of an under-18 account's parent (no account): which account, until when. */
export const describeParentRequest = contractCallable(
  'describeParentRequest',
  callable,
  ({ token }) => describeParent(context, token),
);

/** That parent confirms the account (no account). */
export const confirmParentRequest = contractCallable(
  'confirmParentRequest',
  callable,
  async ({ token }) => {
    await confirmParent(context, token);
    return { ok: true };
  },
);

/** Every day at 03:30 in India: under-18 accounts nobody confirmed within the link's days go. */
export const deleteUnconfirmedAccounts = onSchedule(
  { schedule: 'every day 03:30', timeZone: 'Asia/Kolkata' },
  async () => {
    const deleted = await deleteUnconfirmed({
      ...context,
      async deleteUser(uid) {
        await getAuth()
          .deleteUser(uid)
          .catch((error: unknown) => {
            // Gone already: its clean-up ran, or runs.
            const code =
              typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
            if (code !== 'auth/user-not-found') throw error;
          });
      },
    });
    logger.info('unconfirmed child accounts deleted', { deleted });
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
    const actor = await requireOrganiser(context.db, call);
    const outcome = await publish(context, editionId, rows);
    for (const entry of publishAuditEntries(actor, editionId, rows.length, outcome)) {
      await writeAudit(context.db, entry);
    }
    return outcome;
  },
);

/** The console exported rows in the browser: the audit log records who, which and how many. */
export const recordExport = contractCallable(
  'recordExport',
  callable,
  async ({ editionId, rows }, call) => {
    const actor = await requireOrganiser(context.db, call, editionId);
    await writeAudit(context.db, organiserAuditEntry({ action: 'export', actor, editionId, rows }));
    return { ok: true };
  },
);

/** The organiser uploads a paper (issue 40): stored with its keys, or its problems named. */
export const uploadPaper = contractCallable('uploadPaper', callable, async ({ paper }, call) => {
  await requireOrganiser(context.db, call);
  return upload(context.db, paper, call.auth?.uid ?? '', context.now());
});

/** The organiser assigns a stored paper to a grade of an edition (issue 40). */
export const assignPaper = contractCallable(
  'assignPaper',
  callable,
  async ({ editionId, grade, paperId }, call) => {
    await requireOrganiser(context.db, call, editionId);
    await assign(context.db, editionId, grade, paperId, call.auth?.uid ?? '', context.now());
    return { ok: true };
  },
);

/** The caller's uid, or the callable protocol's `unauthenticated` for a call without one. */
function signedIn(call: { auth?: { uid: string } }): string {
  const uid = call.auth?.uid;
  if (uid === undefined) throw new HttpsError('unauthenticated', 'sign in first');
  return uid;
}

/**
 * The registration's owner starts the candidate's built-in test, or resumes it (issue 40): the
 * attempt is the caller's own registration's, by the caller's uid.
 */
/**
 * The test's three callables carry a whole batch (docs/performance.md, "The built-in test"): at
 * 100,000 candidates an hour, about 1,667 saves a second, more than the global ten instances hold.
 */
const attemptCallable = { ...callable, maxInstances: 50 };

export const startAttempt = contractCallable(
  'startAttempt',
  attemptCallable,
  ({ editionId }, call) => start(context, signedIn(call), editionId),
);

/** Changed answers of the caller's own attempt: which were counted. */
export const saveAnswers = contractCallable('saveAnswers', attemptCallable, (request, call) =>
  save(context, signedIn(call), request),
);

/** The candidate submits: the caller's own attempt is closed and scored. */
export const submitAttempt = contractCallable(
  'submitAttempt',
  attemptCallable,
  ({ editionId }, call) => submit(context, signedIn(call), editionId),
);

/** Every minute: attempts nobody submitted are closed and scored once past deadline and grace. */
export const closeOverdueAttempts = onSchedule(
  { schedule: 'every 1 minutes', timeZone: 'Asia/Kolkata' },
  async () => {
    const closed = await closeOverdue(context.db, context.now());
    if (closed > 0) logger.info('overdue attempts closed', { closed });
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
    // Keyed on the address Google's front end appended, not on one the caller wrote (issue 38).
    const { headers, socket } = call.rawRequest;
    await countCaller(lists, callerAddress(headers['x-forwarded-for'], socket?.remoteAddress));
    await askToConfirm(lists, email, topic, language);
    return { ok: true };
  },
);

/** The confirmation mail's link: the address is on the list from now. */
/**
 * A registration deleted, by anyone (its owner, a guardian's withdrawal, a decline, retention, an
 * account closed): the result and the certificate that name the candidate go too, the
 * credential revoked (issue 38). Retried until it succeeds: deleteResult is idempotent (a
 * transaction that deletes what is still there and sets a bit with arrayUnion), so a redelivery
 * or a retry after a failure part-way does nothing twice, and nothing public is left behind.
 */
export const registrationDeleted = onDocumentDeleted(
  { document: 'editions/{editionId}/registrations/{uid}', retry: true },
  (event) => deleteResult(context.db, event.params.editionId, event.params.uid),
);

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
 * Hosting's `/credentials/status/*` (issue 38): a W3C Bitstring Status List, signed with the
 * current credential key when asked for, so a wallet reads a withdrawn or corrected certificate's
 * credential as revoked. Public, like the key set; the CDN keeps it as long as the list's `ttl`.
 */
export const credentialStatusList = onRequest(
  { secrets: [CREDENTIAL_SIGNING_KEY] },
  async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').send();
      return;
    }
    const answer = await answerStatusList(context, req.path);
    res
      .status(answer.status)
      .set('Access-Control-Allow-Origin', '*')
      .set(
        'Cache-Control',
        answer.status === 200 ? 'public, max-age=300, s-maxage=300' : 'no-store',
      )
      .type(answer.contentType)
      .send(answer.body);
  },
);

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

/** An organiser grants one candidate extra time, with a reason (issue 40, step 5; audited). */
export const grantExtraTime = contractCallable('grantExtraTime', callable, async (request, call) =>
  grantTime(context, await requireOrganiser(context.db, call, request.editionId), request),
);

/** An organiser reopens one candidate's finished attempt, with a reason (issue 40, step 5; audited). */
export const reopenAttempt = contractCallable('reopenAttempt', callable, async (request, call) =>
  reopen(context, await requireOrganiser(context.db, call, request.editionId), request),
);

/** A page of a batch's attempts of a grade, for the organiser (issue 40, step 5). */
export const listAttempts = contractCallable('listAttempts', callable, async (request, call) => {
  await requireOrganiser(context.db, call, request.editionId);
  return list(context, request);
});
/** The built-in test's results before publishing (issue 40, step 5): organisers only. */
export const attemptResults = contractCallable(
  'attemptResults',
  callable,
  async ({ editionId }, call) => {
    await requireOrganiser(context.db, call, editionId);
    return readAttemptResults(context, editionId);
  },
);

/**
 * The organiser publishes the built-in test's results: the closed attempts' scores, through the
 * same publish as the CSV import (percentile, prize, certificate, credential, mail), logged alike.
 */
export const publishFromAttempts = contractCallable(
  'publishFromAttempts',
  { ...callable, timeoutSeconds: 3600, memory: '1GiB', secrets: [CREDENTIAL_SIGNING_KEY] },
  async ({ editionId }, call) => {
    const actor = await requireOrganiser(context.db, call, editionId);
    const { rows, outcome } = await publishAttempts(context, editionId);
    for (const entry of publishAuditEntries(actor, editionId, rows, outcome)) {
      await writeAudit(context.db, entry);
    }
    return outcome;
  },
);

/** A grade's item analysis once its batch has closed: organisers only. */
export const itemAnalysis = contractCallable(
  'itemAnalysis',
  { ...callable, timeoutSeconds: 300, memory: '1GiB' },
  async ({ editionId, grade }, call) => {
    await requireOrganiser(context.db, call, editionId);
    return readItemAnalysis(context, editionId, grade);
  },
);
