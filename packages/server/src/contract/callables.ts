import { LOCALES, SUBSCRIPTION_TOPICS } from '@apex/core';
import * as v from 'valibot';
import {
  attemptResultsSchema,
  gradeRequestSchema,
  itemAnalysisSchema,
} from './attemptResultSchemas.ts';
import {
  answerBatchSchema,
  attemptClosedSchema,
  attemptSaveSchema,
  attemptStartSchema,
} from './attemptSchemas.ts';
import type { ServerErrorCode } from './errors.ts';
import { ORGANISER_ATTEMPT_CALLABLES } from './organiserAttemptCallables.ts';
import { paperUploadSchema } from './paperSchemas.ts';

/**
 * Each callable of apps/functions: its request (what the site sends; the function receives the
 * parsed output), its response (what the function returns; the site receives the parsed output)
 * and the codes it refuses with. A schema's message, where given, is the code a payload failing it
 * is refused with (the link rules call a token that is no text unknown, as before); any other
 * mismatch is `request/invalid`. Objects drop keys they do not name.
 */

/** At most this many rows in one publish (a callable's request is at most 10 MB). */
export const MAX_PUBLISH_ROWS = 200_000;

const refusedAs = (code: ServerErrorCode) => code;

const text = v.pipe(v.string(), v.nonEmpty());
const ok = v.object({ ok: v.literal(true) });
const guardianToken = v.string(refusedAs('guardian/link-unknown'));
const subscriptionToken = v.object({ token: v.string(refusedAs('subscription/link-unknown')) });
const subscriptionTopic = v.object({ topic: v.picklist(SUBSCRIPTION_TOPICS) });
const GUARDIAN_LINK = [
  'guardian/link-unknown',
  'guardian/link-expired',
  'guardian/link-used',
] as const satisfies readonly ServerErrorCode[];

const publishOutcomeSchema = v.object({
  published: v.number(),
  certificates: v.number(),
  mailed: v.number(),
  added: v.number(),
  corrected: v.number(),
  unchanged: v.number(),
  mailedNow: v.number(),
});

export const CALLABLES = {
  /** The guardian's page (no account): who asks, about whom, until when. */
  describeGuardianRequest: {
    request: v.object({ token: guardianToken }),
    // Before an answer the reader may be a stranger (a mistyped address, issue 38): the first
    // name and grade only, never the full name or the school (guardianRequestDescription).
    response: v.object({
      candidateFirstName: v.string(),
      grade: v.number(),
      guardianName: v.string(),
      registrantEmail: v.string(),
      editionId: v.string(),
      /** ISO 8601 on the wire; a Date for the caller. */
      expiresAt: v.pipe(
        v.string(),
        v.isoTimestamp(),
        v.transform((iso) => new Date(iso)),
      ),
      language: v.picklist(LOCALES),
    }),
    refuses: GUARDIAN_LINK,
  },
  /** The guardian's Confirm or Decline (no account). */
  answerGuardianRequest: {
    request: v.object({ token: guardianToken, answer: v.picklist(['confirm', 'decline']) }),
    response: ok,
    refuses: GUARDIAN_LINK,
  },
  /** The guardian's own page (issue 38, no account): what is held about the child, and why. */
  describeGuardianConsent: {
    request: v.object({ token: guardianToken }),
    response: v.object({
      candidateName: v.string(),
      grade: v.number(),
      /** Null until the guardian confirmed (the first name only until then, too). */
      schoolName: v.nullable(v.string()),
      guardianName: v.string(),
      guardianEmail: v.string(),
      registrantEmail: v.string(),
      editionId: v.string(),
      status: v.picklist(['confirmed', 'awaiting-guardian']),
      hasResult: v.boolean(),
      /** ISO 8601 on the wire; a Date for the caller. */
      deleteAt: v.pipe(
        v.string(),
        v.isoTimestamp(),
        v.transform((iso) => new Date(iso)),
      ),
      language: v.picklist(LOCALES),
    }),
    refuses: ['guardian/link-unknown'],
  },
  /** The guardian withdraws consent from their own page: everything made from it goes. */
  withdrawGuardianConsent: {
    request: v.object({ token: guardianToken }),
    response: ok,
    refuses: ['guardian/link-unknown'],
  },
  /** The registrant asks for the guardian's mail again (signed in; their own registration). */
  resendGuardianMail: {
    request: v.object({ editionId: text }),
    response: ok,
    refuses: [
      'guardian/resend-limit',
      'guardian/account-mail-limit',
      'guardian/recipient-mail-limit',
    ],
  },
  /** The organiser publishes an edition's results (the `organiser` claim). */
  publishResults: {
    request: v.object({
      editionId: text,
      rows: v.pipe(
        v.array(v.object({ registrationNumber: v.string(), scorePercent: v.number() })),
        v.maxLength(MAX_PUBLISH_ROWS),
      ),
    }),
    response: publishOutcomeSchema,
    refuses: [
      'organiser/permission-denied',
      'registration/unknown-edition',
      'organiser/invalid-results',
      'organiser/publish-running',
    ],
  },
  /**
   * The console exported rows in the browser: the server logs who exported how many of which
   * edition (issue 38; the audit log). Organisers only.
   */
  recordExport: {
    request: v.object({
      editionId: text,
      rows: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
    response: ok,
    refuses: ['organiser/permission-denied', 'registration/unknown-edition'],
  },
  /**
   * The organiser uploads a paper (parsed JSON, the source format of docs/papers.md): stored under
   * its id, replacing a paper with that id, with its preview; or every problem at its place, and
   * nothing stored.
   */
  uploadPaper: {
    request: v.object({ paper: v.unknown() }),
    response: paperUploadSchema,
    refuses: ['organiser/permission-denied'],
  },
  /** The organiser assigns a stored paper to a grade of an edition (replacing the one before). */
  assignPaper: {
    request: v.object({
      editionId: text,
      grade: v.pipe(v.number(), v.integer()),
      paperId: text,
    }),
    response: ok,
    refuses: [
      'organiser/permission-denied',
      'registration/unknown-edition',
      'organiser/paper-unknown',
      'organiser/paper-grade',
    ],
  },
  /**
   * The registration's owner starts the candidate's built-in test (issue 40), or resumes it: one
   * attempt per registration. The paper comes without keys, its items in the attempt's order.
   */
  startAttempt: {
    request: v.object({ editionId: text }),
    response: attemptStartSchema,
    refuses: [
      'registration/unknown-edition',
      'attempt/not-registered',
      'attempt/not-confirmed',
      'attempt/no-test',
      'attempt/outside-batch',
    ],
  },
  /** Changed answers, numbered by the page: which were counted (the owner's open attempt only). */
  saveAnswers: {
    request: v.object({ editionId: text, ...answerBatchSchema.entries }),
    response: attemptSaveSchema,
    refuses: [
      'registration/unknown-edition',
      'attempt/not-started',
      'attempt/closed',
      'attempt/late',
    ],
  },
  /** The candidate submits: the server closes and scores the attempt (again: as it was). */
  submitAttempt: {
    request: v.object({ editionId: text }),
    response: attemptClosedSchema,
    refuses: ['registration/unknown-edition', 'attempt/not-started'],
  },
  /** The registration's owner withdraws the candidate's certificate (signed in; their own). */
  withdrawCertificate: {
    request: v.object({ editionId: text }),
    response: ok,
    refuses: ['certificate/not-found'],
  },
  /** Subscribe to a list (double opt-in, no account): the same answer for every valid address. */
  subscribe: {
    request: v.object({
      // Any text: the server normalises it, and refuses what is no address as invalid-email.
      email: v.string(refusedAs('subscription/invalid-email')),
      topic: v.picklist(SUBSCRIPTION_TOPICS, refusedAs('subscription/invalid-topic')),
      // The language of the confirmation mail; English when not given.
      language: v.optional(v.picklist(LOCALES)),
    }),
    response: ok,
    refuses: [
      'subscription/invalid-email',
      'subscription/invalid-topic',
      'subscription/rate-limited',
    ],
  },
  /** The confirmation mail's link: the address is on the list from now. */
  confirmSubscription: {
    request: subscriptionToken,
    response: subscriptionTopic,
    refuses: ['subscription/link-unknown', 'subscription/link-expired', 'subscription/link-used'],
  },
  /** The unsubscribe page's button (no account): the address leaves the list. */
  unsubscribe: {
    request: subscriptionToken,
    response: subscriptionTopic,
    refuses: ['subscription/link-unknown'],
  },
  /** The page of an under-18 account's parent (no account, issue 38): which account, until when. */
  describeParentRequest: {
    request: v.object({ token: guardianToken }),
    response: v.object({
      accountEmail: v.string(),
      /** ISO 8601 on the wire; a Date for the caller. */
      expiresAt: v.pipe(
        v.string(),
        v.isoTimestamp(),
        v.transform((iso) => new Date(iso)),
      ),
      language: v.picklist(LOCALES),
    }),
    refuses: GUARDIAN_LINK,
  },
  /** That parent confirms the account (no account): it may register and keep a picture. */
  confirmParentRequest: {
    request: v.object({ token: guardianToken }),
    response: ok,
    refuses: GUARDIAN_LINK,
  },
  ...ORGANISER_ATTEMPT_CALLABLES,
  /**
   * The built-in test's results before publishing (issue 40, step 5; organisers only): each closed
   * attempt's score as a row, with the attempts still open and the candidates absent counted.
   */
  attemptResults: {
    request: v.object({ editionId: text }),
    response: attemptResultsSchema,
    refuses: ['organiser/permission-denied', 'registration/unknown-edition'],
  },
  /**
   * The organiser publishes the built-in test's results: the server's scores of closed attempts,
   * through the same publish as the CSV import (refused while any attempt is open).
   */
  publishFromAttempts: {
    request: v.object({ editionId: text }),
    response: publishOutcomeSchema,
    refuses: [
      'organiser/permission-denied',
      'registration/unknown-edition',
      'organiser/attempts-open',
      'organiser/invalid-results',
      'organiser/publish-running',
    ],
  },
  /** A grade's item analysis, once its batch has closed (organisers only). */
  itemAnalysis: {
    request: gradeRequestSchema,
    response: itemAnalysisSchema,
    refuses: [
      'organiser/permission-denied',
      'registration/unknown-edition',
      'organiser/batch-open',
      'organiser/paper-unknown',
    ],
  },
} as const satisfies Record<
  string,
  {
    readonly request: v.GenericSchema;
    readonly response: v.GenericSchema;
    readonly refuses: readonly ServerErrorCode[];
  }
>;

export type CallableName = keyof typeof CALLABLES;

export const CALLABLE_NAMES = Object.keys(CALLABLES) as readonly CallableName[];

/**
 * The callables with App Check replay protection (issue 38; docs/adr/0153-subscribe-replay-protection.md):
 * the site asks for a limited-use token for each call (`limitedUseAppCheckTokens`), the function
 * consumes it (`consumeAppCheckToken`), and a token seen before is refused with this code. The
 * subscribe form is the one that mails a stranger's address without an account.
 */
const REPLAY_PROTECTED = {
  subscribe: 'subscription/rate-limited',
} as const satisfies { readonly [N in CallableName]?: CallableRefusal<N> };

/** The code callable `name` refuses a replayed App Check token with; null: it is not protected. */
export function replayRefusal(name: CallableName): ServerErrorCode | null {
  const protectedCalls: Partial<Record<CallableName, ServerErrorCode>> = REPLAY_PROTECTED;
  return protectedCalls[name] ?? null;
}

type Callable<N extends CallableName> = (typeof CALLABLES)[N];

/** What the site sends to callable N. */
export type CallableRequest<N extends CallableName> = v.InferInput<Callable<N>['request']>;
/** What the function receives, the request parsed. */
export type ParsedRequest<N extends CallableName> = v.InferOutput<Callable<N>['request']>;
/** What the function returns to callable N's caller. */
export type CallableResponse<N extends CallableName> = v.InferInput<Callable<N>['response']>;
/** What the site receives, the response parsed (e.g. a Date for an ISO time). */
export type ParsedResponse<N extends CallableName> = v.InferOutput<Callable<N>['response']>;
/** A code callable N refuses with (besides `request/invalid`). */
export type CallableRefusal<N extends CallableName> = Callable<N>['refuses'][number];
