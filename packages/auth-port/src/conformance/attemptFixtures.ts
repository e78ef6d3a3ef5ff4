import { expect } from 'vitest';
import type { AttemptStart } from '../attempts.ts';
import type { RegistrationDetails } from '../registration.ts';
import type { SuiteContext } from './context.ts';
import { signUp } from './helpers.ts';
import { REGISTRATION } from './registrationCases.ts';

const POLL_MS = 100;
/** The grace after the deadline in which answers still count (docs/exam-test.md, step 3). */
export const GRACE_MS = 30_000;

/**
 * What the attempts' cases share (issue 40): the sample paper assigned by an organiser, a
 * confirmed family, a started attempt, answers each item takes, and the check of a close at the
 * deadline. `runs` is false unless the harness has everything they need.
 */
export function attemptFixtures(context: SuiteContext) {
  const { harness } = context;
  const backend = () => context.backend();
  const auth = () => backend().auth;
  const attempts = () => backend().attempts;
  const edition = harness.registrationEditionIds?.[0] ?? '2024';
  const sample = harness.samplePaper;
  const builtIn = harness.builtInTest;
  /** What the results' cases need: everything the attempts need but the clock. */
  const runsWithoutClock =
    builtIn !== undefined &&
    sample !== undefined &&
    harness.grantOrganiser !== undefined &&
    harness.verifyEmail !== undefined;
  const runs = runsWithoutClock && harness.advanceClock !== undefined;

  async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + (harness.serverReactionMs ?? 0);
    for (;;) {
      const value = await read();
      if (accept(value) || Date.now() >= deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /**
   * An organiser uploads the sample paper and assigns it to its grade, then signs out; answers the
   * organiser's account, for the cases that sign it in again.
   */
  async function assignSample(): Promise<{ email: string; password: string }> {
    if (sample === undefined) throw new Error('no sample paper');
    const { email, password } = await signUp(auth(), 'organiser');
    await auth().signOut();
    await harness.grantOrganiser?.(email);
    await auth().signIn(email, password);
    const uploaded = await backend().organiser.uploadPaper(sample);
    if (!uploaded.ok) throw new Error(`the sample paper was refused: ${JSON.stringify(uploaded)}`);
    await backend().organiser.assignPaper(edition, sample.grade, sample.id);
    await auth().signOut();
    return { email, password };
  }

  /**
   * A verified family that registers a candidate of the sample's grade (confirmed at once: the
   * guardian's address is the account's own, unless `confirmed` is false) and stays signed in.
   */
  async function family(confirmed = true) {
    const { user, email, password } = await signUp(auth(), 'family');
    await harness.verifyEmail?.(email);
    const details: RegistrationDetails = {
      ...REGISTRATION,
      grade: sample?.grade ?? REGISTRATION.grade,
      ...(confirmed ? { guardianEmail: email } : {}),
    };
    await backend().registrations.save(user.uid, edition, details);
    if (confirmed) {
      await eventually(
        () => backend().registrations.read(user.uid, edition),
        (registration) => registration?.guardianStatus === 'confirmed',
      );
    }
    return { uid: user.uid, email, password };
  }

  /** The paper assigned, a confirmed family registered, the clock in a batch: the test started. */
  async function started(): Promise<{
    uid: string;
    email: string;
    password: string;
    start: AttemptStart;
  }> {
    await assignSample();
    const { uid, email, password } = await family();
    await auth().signOut();
    await builtIn?.openBatch();
    await auth().signIn(email, password);
    return { uid, email, password, start: await attempts().start(uid, edition) };
  }

  const itemsOf = (start: AttemptStart) => start.paper.sections.flatMap((section) => section.items);

  /** An answer each item can take: its first choice (or first two), or a typed number. */
  function someAnswers(start: AttemptStart, count: number): Record<string, string | string[]> {
    const answers: Record<string, string | string[]> = {};
    for (const item of itemsOf(start).slice(0, count)) {
      const ids = (item.choices ?? []).map((choice) => choice.id);
      if (item.kind === 'single-choice') answers[item.id] = ids[0] ?? '';
      else if (item.kind === 'multiple-response') answers[item.id] = ids.slice(0, 2);
      else answers[item.id] = '12';
    }
    return answers;
  }

  /**
   * The attempt reads as closed by its deadline, at its deadline (on Firebase the harness moves the
   * stored times back instead of the server's clock forward), with exactly `answers` counted.
   */
  async function expectClosedByDeadline(uid: string, answers: object): Promise<void> {
    const view = await attempts().read(uid, edition);
    expect(view).toMatchObject({ status: 'closed', closedBy: 'deadline', answers });
    expect(view?.closedAt).toEqual(view?.deadline);
  }

  // Each case uploads a paper, registers and starts: several calls, the first ones to cold functions.
  const options = harness.testTimeoutMs === undefined ? {} : { timeout: harness.testTimeoutMs * 3 };

  return {
    edition,
    sample,
    builtIn,
    runs,
    runsWithoutClock,
    options,
    eventually,
    assignSample,
    family,
    started,
    itemsOf,
    someAnswers,
    expectClosedByDeadline,
  };
}
