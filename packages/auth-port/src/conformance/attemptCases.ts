import { describe, expect, it } from 'vitest';
import { attemptFixtures, GRACE_MS } from './attemptFixtures.ts';
import type { SuiteContext } from './context.ts';
import { expectBackendError, signUp } from './helpers.ts';

const MINUTE_MS = 60_000;

/**
 * The built-in test's attempt (issue 40): start during a batch for a confirmed registration,
 * resume, save with answers counted item by item, a late save refused, submit, and the scheduled
 * close of an attempt nobody submitted. Needs `harness.builtInTest`, `grantOrganiser`,
 * `samplePaper`, `verifyEmail` and `advanceClock`.
 */
export function describeAttemptCases(context: SuiteContext): void {
  const { harness } = context;
  const backend = () => context.backend();
  const auth = () => backend().auth;
  const attempts = () => backend().attempts;
  const {
    edition,
    sample,
    builtIn,
    runs,
    options,
    family,
    assignSample,
    started,
    itemsOf,
    someAnswers,
    expectClosedByDeadline,
  } = attemptFixtures(context);
  describe.skipIf(!runs)('the built-in test’s attempt', options, () => {
    it("starts during a batch: the paper without keys, the deadline the paper's minutes after the server's start", async () => {
      const { start } = await started();

      expect(start.status).toBe('open');
      expect(start.paper.grade).toBe(sample?.grade);
      expect(start.deadline.getTime() - start.startedAt.getTime()).toBe(
        start.paper.minutes * MINUTE_MS,
      );
      expect(Math.abs(start.serverTime.getTime() - start.startedAt.getTime())).toBeLessThan(
        MINUTE_MS,
      );
      expect(start.answers).toEqual({});
      expect(start.lastSequence).toBe(0);
      const shown = JSON.stringify(start.paper);
      expect(shown).not.toContain('"answer"');
      expect(shown).not.toContain('"tolerance"');
    });

    it('resumes the one attempt on a second start, with its answers, deadline and item order', async () => {
      const { uid, start } = await started();
      const answers = someAnswers(start, 3);
      await attempts().save(uid, edition, 1, answers);

      const again = await attempts().start(uid, edition);

      expect(again).toMatchObject({
        attemptId: start.attemptId,
        startedAt: start.startedAt,
        deadline: start.deadline,
        answers,
        lastSequence: 1,
      });
      expect(itemsOf(again).map((item) => item.id)).toEqual(itemsOf(start).map((item) => item.id));
    });

    it('counts each answer the paper can take and names those it cannot; the owner reads them back', async () => {
      const { uid, start } = await started();
      const answers = someAnswers(start, 2);
      const [first] = Object.keys(answers);

      const saved = await attempts().save(uid, edition, 1, { ...answers, 'no-such-item': 'a' });

      expect([...saved.counted].sort()).toEqual(Object.keys(answers).sort());
      expect(saved.notCounted).toEqual(['no-such-item']);
      expect(saved.deadline).toEqual(start.deadline);
      // A batch sent again (its answer lost on the way) changes nothing.
      const replay = await attempts().save(uid, edition, 1, { [first ?? '']: 'x' });
      expect(replay.notCounted).toEqual([first]);
      expect(await attempts().read(uid, edition)).toMatchObject({
        status: 'open',
        deadline: start.deadline,
        answers,
      });
    });

    it('refuses answers after the deadline and its grace, and keeps those counted before', async () => {
      const { uid, start } = await started();
      const answers = someAnswers(start, 1);
      await attempts().save(uid, edition, 1, answers);
      await harness.advanceClock?.(
        start.deadline.getTime() - start.startedAt.getTime() + GRACE_MS + 5000,
      );

      await expectBackendError(
        attempts().save(uid, edition, 2, someAnswers(start, 4)),
        'attempt/late',
      );

      await harness.builtInTest?.closeOverdue();
      await expectClosedByDeadline(uid, answers);
    });

    it('submits: the attempt closes, takes no more answers, and a second submit says the same', async () => {
      const { uid, start } = await started();
      await attempts().save(uid, edition, 1, someAnswers(start, 2));

      const closed = await attempts().submit(uid, edition);

      expect(closed.closedBy).toBe('candidate');
      await expectBackendError(
        attempts().save(uid, edition, 2, someAnswers(start, 3)),
        'attempt/closed',
      );
      expect(await attempts().submit(uid, edition)).toEqual(closed);
      expect(await attempts().start(uid, edition)).toMatchObject({
        status: 'closed',
        closedAt: closed.closedAt,
      });
    });

    it('closes on schedule an attempt nobody submitted, at its deadline', async () => {
      const { uid, start } = await started();
      const answers = someAnswers(start, 2);
      await attempts().save(uid, edition, 1, answers);
      await harness.advanceClock?.(
        start.deadline.getTime() - start.startedAt.getTime() + GRACE_MS + 5000,
      );

      await harness.builtInTest?.closeOverdue();

      await expectClosedByDeadline(uid, answers);
    });

    it('starts nothing outside a batch, or for a registration its guardian has not confirmed', async () => {
      await assignSample();
      const { uid } = await family();
      await expectBackendError(attempts().start(uid, edition), 'attempt/outside-batch');
      await expectBackendError(attempts().save(uid, edition, 1, {}), 'attempt/not-started');
      await auth().signOut();

      const awaiting = await family(false);
      await builtIn?.openBatch();
      await expectBackendError(attempts().start(awaiting.uid, edition), 'attempt/not-confirmed');
      expect(await attempts().read(awaiting.uid, edition)).toBeNull();
    });

    it("refuses another family's attempt", async () => {
      const { uid } = await started();
      await auth().signOut();
      await signUp(auth(), 'other');

      await expectBackendError(attempts().read(uid, edition), 'attempt/permission-denied');
      await expectBackendError(attempts().start(uid, edition), 'attempt/permission-denied');
      await expectBackendError(attempts().save(uid, edition, 9, {}), 'attempt/permission-denied');
    });
  });
}
