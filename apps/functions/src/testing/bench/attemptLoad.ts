import type { Answers, CandidateItem, CandidatePaper } from '@apex/server/papers';
import { attemptAnswersPath, attemptPath } from '../../paths.ts';
import { type CallableAnswer, call, db, idTokenForUid } from '../emulators.ts';
import { withoutTriggers, writeRegistrations } from '../results.ts';
import { answerFor } from './answerFor.ts';
import { describeLatency, summarise } from './latency.ts';
import { slots } from './slots.ts';

/**
 * The built-in test's load on the emulators (docs/performance.md, "The built-in test at scale";
 * ADR 0174): simulated candidates, each start -> saves at least `saveGapMs` apart -> submit,
 * through the real callables over HTTP as the page's SDK calls them, timed from the caller's side.
 */

export interface Candidate {
  readonly uid: string;
  readonly token: string;
}

export type CallName = 'startAttempt' | 'saveAnswers' | 'submitAttempt';

/** What a run measured: each call's time, its refusals by code, and the attempts open at once. */
export class LoadRecord {
  readonly times: Record<CallName, number[]> = {
    startAttempt: [],
    saveAnswers: [],
    submitAttempt: [],
  };
  readonly queued: number[] = [];
  readonly errors = new Map<string, number>();
  open = 0;
  mostOpen = 0;
  firstSave = Number.POSITIVE_INFINITY;
  lastSave = 0;

  error(what: string): void {
    this.errors.set(what, (this.errors.get(what) ?? 0) + 1);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Registrations confirmed by their guardian and their ID tokens; the Firestore triggers stay off
 * (the bench runs on emulators of its own).
 */
export async function confirmedCandidates(
  editionId: string,
  grade: number,
  count: number,
  inFlight: number,
): Promise<Candidate[]> {
  // The registration trigger would mail every guardian; nothing triggers on an attempt.
  const seeded = await withoutTriggers(
    () => writeRegistrations(editionId, count, { grade: () => grade }),
    true,
  );
  const run = slots(inFlight);
  return Promise.all(
    seeded.map(({ uid }) => run(async () => ({ uid, token: await idTokenForUid(uid) }))),
  );
}

export interface AttemptPlan {
  readonly editionId: string;
  readonly saves: number;
  readonly saveGapMs: number;
  /** Each attempt starts at a random moment within this many ms. */
  readonly rampMs: number;
}

function refusalOf(answer: CallableAnswer): string | null {
  if (answer.error === undefined) return null;
  return answer.error.details?.code ?? answer.error.status;
}

/** One candidate's attempt: start, `saves` saves of one changed answer each, submit. */
export async function simulateAttempt(
  candidate: Candidate,
  plan: AttemptPlan,
  run: <T>(task: () => Promise<T>) => Promise<T>,
  record: LoadRecord,
): Promise<void> {
  const send = async (name: CallName, data: unknown): Promise<CallableAnswer> => {
    const asked = performance.now();
    return run(async () => {
      const sent = performance.now();
      record.queued.push(sent - asked);
      let answer: CallableAnswer;
      try {
        answer = await call(name, data, candidate.token);
      } catch (error) {
        // No answer at all (the emulator dropped the call): counted, and the attempt goes on.
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        const status = cause instanceof Error ? cause.name : 'no answer';
        answer = { error: { status, message: String(error) } };
      }
      record.times[name].push(performance.now() - sent);
      const refused = refusalOf(answer);
      if (refused !== null) record.error(`${name}: ${refused}`);
      return answer;
    });
  };
  await sleep(Math.random() * plan.rampMs);
  const started = await send('startAttempt', { editionId: plan.editionId });
  const paper = (started.result as { paper?: CandidatePaper } | undefined)?.paper;
  if (paper === undefined) return;
  record.open += 1;
  record.mostOpen = Math.max(record.mostOpen, record.open);
  const items: CandidateItem[] = paper.sections.flatMap((section) => section.items);
  let lastSent = Number.NEGATIVE_INFINITY;
  for (let sequence = 1; sequence <= plan.saves; sequence += 1) {
    // The page's queue: at most one save a second per attempt (the contract), here a little more.
    await sleep(lastSent + plan.saveGapMs + Math.random() * 500 - performance.now());
    lastSent = performance.now();
    const item = items[(sequence - 1) % items.length];
    if (item === undefined) break;
    const answers: Answers = { [item.id]: answerFor(item, sequence) };
    const saved = await send('saveAnswers', { editionId: plan.editionId, sequence, answers });
    record.firstSave = Math.min(record.firstSave, lastSent);
    record.lastSave = Math.max(record.lastSave, performance.now());
    const counted = (saved.result as { counted?: string[] } | undefined)?.counted;
    if (saved.error === undefined && counted?.includes(item.id) !== true) {
      record.error('saveAnswers: answered, the answer not counted');
    }
  }
  await send('submitAttempt', { editionId: plan.editionId });
  record.open -= 1;
}

/**
 * Each callable called 1, 2, 4 ... at once up to `width`, untimed, before a timed run: the
 * Functions emulator starts a worker process for each call that finds none idle (seconds each on
 * a busy machine), and many starting at once miss its load timeout.
 */
export async function warmUp(
  editionId: string,
  candidates: readonly Candidate[],
  width: number,
): Promise<void> {
  const waves = async (name: CallName, data: (round: number) => unknown) => {
    let round = 0;
    for (let size = 1; size <= width; size *= 2) {
      round += 1;
      const wave = candidates.slice(0, size);
      await Promise.all(wave.map((candidate) => call(name, data(round), candidate.token)));
    }
  };
  await waves('startAttempt', () => ({ editionId }));
  await waves('saveAnswers', (sequence) => ({ editionId, sequence, answers: {} }));
  await waves('submitAttempt', () => ({ editionId }));
}

/** What the store holds after the run: attempts closed, and answers documents with every save. */
export async function storedOutcome(
  editionId: string,
  candidates: readonly Candidate[],
  saves: number,
): Promise<{ closed: number; allSaves: number }> {
  let closed = 0;
  let allSaves = 0;
  for (let index = 0; index < candidates.length; index += 300) {
    const slice = candidates.slice(index, index + 300);
    const attempts = await db.getAll(
      ...slice.map(({ uid }) => db.doc(attemptPath(editionId, uid))),
    );
    const answers = await db.getAll(
      ...slice.map(({ uid }) => db.doc(attemptAnswersPath(editionId, uid))),
    );
    closed += attempts.filter((document) => document.get('status') === 'closed').length;
    allSaves += answers.filter((document) => document.get('lastSequence') === saves).length;
  }
  return { closed, allSaves };
}

/** The run's figures as lines to read (and to copy into docs/performance.md). */
export function describeRecord(record: LoadRecord, attempts: number): string[] {
  const saves = record.times.saveAnswers.length;
  const seconds = (record.lastSave - record.firstSave) / 1000;
  const errors = [...record.errors].map(([what, count]) => `${what} x ${count}`);
  return [
    `attempts: ${attempts}, at most ${record.mostOpen} open at once`,
    `startAttempt: ${describeLatency(summarise(record.times.startAttempt))}`,
    `saveAnswers (server time per answer): ${describeLatency(summarise(record.times.saveAnswers))}`,
    `submitAttempt: ${describeLatency(summarise(record.times.submitAttempt))}`,
    `throughput: ${saves} saves in ${seconds.toFixed(1)} s, ${(saves / seconds).toFixed(1)} saves a second`,
    `waiting for a slot before sending: ${describeLatency(summarise(record.queued))}`,
    `errors: ${errors.length === 0 ? 'none' : errors.join(', ')}`,
  ];
}
