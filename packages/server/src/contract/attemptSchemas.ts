import * as v from 'valibot';
import { candidatePaperSchema } from './paperSchemas.ts';

/**
 * The built-in test's attempt on the wire (issue 40; docs/exam-test.md, step 3). Limits are the
 * paper format's (docs/papers.md): at most 4 sections of 100 items, ids of at most 40 characters,
 * 8 choices; a typed answer of at most 200 characters (`ANSWER_MAX_LENGTH`).
 */

/** ISO 8601 on the wire; a Date for the caller. */
const instant = v.pipe(
  v.string(),
  v.isoTimestamp(),
  v.transform((iso) => new Date(iso)),
);

const itemId = v.pipe(v.string(), v.minLength(1), v.maxLength(40));

/** One answer: a choice's id or a typed text, or the ids picked (multiple response). */
const answer = v.union([
  v.pipe(v.string(), v.maxLength(200)),
  v.pipe(v.array(v.pipe(v.string(), v.maxLength(1))), v.maxLength(8)),
]);

/** Answers by item id: a whole paper's at most. */
export const answersSchema = v.pipe(v.record(itemId, answer), v.maxEntries(400));

export const attemptStatusSchema = v.picklist(['open', 'closed']);

/** What a start (or a resume) answers: the attempt, its paper without keys, the counted answers. */
export const attemptStartSchema = v.object({
  attemptId: v.string(),
  status: attemptStatusSchema,
  paper: candidatePaperSchema,
  startedAt: instant,
  deadline: instant,
  closedAt: v.nullable(instant),
  /** The server's time when it answered: the page counts down from the deadline with it. */
  serverTime: instant,
  answers: answersSchema,
  /** The sequence number of the last batch counted; the page numbers its next batch above it. */
  lastSequence: v.number(),
});

/** A save's answer: which of the batch's items were counted and which were not. */
export const attemptSaveSchema = v.object({
  counted: v.array(v.string()),
  notCounted: v.array(v.string()),
  deadline: instant,
  serverTime: instant,
});

export const attemptClosedSchema = v.object({
  closedAt: instant,
  closedBy: v.picklist(['candidate', 'deadline']),
});

/** A batch of changed answers, numbered by the page from 1 in the order it made them. */
export const answerBatchSchema = v.object({
  sequence: v.pipe(v.number(), v.integer(), v.minValue(1)),
  answers: answersSchema,
});
