import { describe, expect, it } from 'vitest';
import type { AttemptStart } from '../attempts.ts';
import { attemptFixtures } from './attemptFixtures.ts';
import type { SuiteContext } from './context.ts';
import { expectBackendError } from './helpers.ts';

/** The key of a single-choice item in the source paper (the suite's own copy, never the server's). */
function keyOf(paper: unknown, itemId: string): string | undefined {
  const sections = (paper as { sections?: unknown }).sections;
  if (!Array.isArray(sections)) return undefined;
  for (const section of sections as { items?: unknown }[]) {
    const items = Array.isArray(section.items) ? (section.items as Record<string, unknown>[]) : [];
    const found = items.find((item) => item.id === itemId);
    if (typeof found?.answer === 'string') return found.answer;
  }
  return undefined;
}

/**
 * Results from the built-in test (issue 40, step 5): the organiser publishes the server's scores
 * of closed attempts through the results flow (a result, a certificate the family reads); not
 * while an attempt is open (counted), a candidate who never started gets no result, and a grade's
 * item analysis opens once the batch has closed. Needs what the attempt cases need but the clock.
 */
export function describeAttemptResultCases(context: SuiteContext): void {
  const { harness } = context;
  const backend = () => context.backend();
  const auth = () => backend().auth;
  const {
    edition,
    sample,
    builtIn,
    runsWithoutClock: runs,
    assignSample: organiserWithPaper,
    family,
  } = attemptFixtures(context);

  /** A verified family whose candidate of the sample's grade its guardian confirmed; signed out. */
  async function confirmedFamily() {
    const account = await family();
    await auth().signOut();
    return account;
  }

  async function as(account: { email: string; password: string }) {
    await auth().signOut();
    await auth().signIn(account.email, account.password);
  }

  /** The first single-choice item of the attempt's paper, answered right. */
  function rightAnswer(start: AttemptStart) {
    const item = start.paper.sections
      .flatMap((section) => section.items)
      .find((entry) => entry.kind === 'single-choice');
    const key = item === undefined ? undefined : keyOf(sample, item.id);
    if (item === undefined || key === undefined) throw new Error('no single-choice item');
    const outOf = start.paper.sections.reduce((total, section) => total + section.marks, 0);
    return { item, key, percent: Math.round((item.marks / outOf) * 10_000) / 100 };
  }

  const options = harness.testTimeoutMs === undefined ? {} : { timeout: harness.testTimeoutMs * 4 };

  describe.skipIf(!runs)('results from the built-in test', options, () => {
    it("publishes the server's scores of closed attempts: a result and a certificate the family reads; an absent candidate gets none", async () => {
      const organiser = await organiserWithPaper();
      const asha = await confirmedFamily();
      const absent = await confirmedFamily();
      await builtIn?.openBatch();
      await as(asha);
      const start = await backend().attempts.start(asha.uid, edition);
      const { item, key, percent } = rightAnswer(start);
      await backend().attempts.save(asha.uid, edition, 1, { [item.id]: key });

      // Open: counted, and nothing is published.
      await as(organiser);
      const open = await backend().organiser.attemptResults(edition);
      expect(open).toMatchObject({ rows: [], open: 1, absent: 1 });
      await expectBackendError(
        backend().organiser.publishFromAttempts(edition),
        'organiser/attempts-open',
      );

      await as(asha);
      await backend().attempts.submit(asha.uid, edition);
      await as(organiser);
      const ready = await backend().organiser.attemptResults(edition);
      expect(ready.open).toBe(0);
      expect(ready.absent).toBe(1);
      expect(ready.rows).toEqual([
        { registrationNumber: expect.any(String), grade: sample?.grade, scorePercent: percent },
      ]);

      const outcome = await backend().organiser.publishFromAttempts(edition);
      expect(outcome).toMatchObject({ published: 1, certificates: 1, added: 1, mailedNow: 1 });
      // Again: nothing new, nobody mailed twice.
      expect(await backend().organiser.publishFromAttempts(edition)).toMatchObject({
        published: 1,
        unchanged: 1,
        mailedNow: 0,
      });

      await as(asha);
      const result = await backend().results.read(asha.uid, edition);
      expect(result).toMatchObject({
        scorePercent: percent,
        registrationNumber: ready.rows[0]?.registrationNumber,
        achievement: 'participation',
      });
      const certificate = await backend().certificates.read(result?.certificateId ?? '');
      expect(certificate).toMatchObject({ grade: sample?.grade, withdrawnAt: null });
      await as(absent);
      expect(await backend().results.read(absent.uid, edition)).toBeNull();
    });

    it('answers the item analysis only once the batch has closed, and only to organisers', async () => {
      const organiser = await organiserWithPaper();
      const asha = await confirmedFamily();
      await builtIn?.openBatch();
      await as(asha);
      const start = await backend().attempts.start(asha.uid, edition);
      const { item, key } = rightAnswer(start);
      await backend().attempts.save(asha.uid, edition, 1, { [item.id]: key });
      await backend().attempts.submit(asha.uid, edition);
      const grade = sample?.grade ?? 0;

      await expectBackendError(
        backend().organiser.itemAnalysis(edition, grade),
        'organiser/permission-denied',
      );
      await expectBackendError(
        backend().organiser.attemptResults(edition),
        'organiser/permission-denied',
      );
      await as(organiser);
      await expectBackendError(
        backend().organiser.itemAnalysis(edition, grade),
        'organiser/batch-open',
      );
      if (builtIn?.closeBatch === undefined) return;
      await builtIn.closeBatch();

      const analysis = await backend().organiser.itemAnalysis(edition, grade);
      expect(analysis).toMatchObject({ grade, paperId: sample?.id, attempts: 1, groupSize: 0 });
      const row = analysis.items.find((entry) => entry.id === item.id);
      expect(row).toMatchObject({ answered: 1, shareRight: 1, discrimination: null });
      expect(row?.picked?.find((entry) => entry.choice === key)?.count).toBe(1);
      // Every choice is listed (in the paper's order, which the attempt's own may shuffle).
      expect(row?.picked?.map((entry) => entry.choice).sort()).toEqual(
        (item.choices ?? []).map((choice) => choice.id).sort(),
      );
      const others = analysis.items.filter((entry) => entry.id !== item.id);
      expect(others.every((entry) => entry.answered === 0 && entry.shareRight === 0)).toBe(true);
    });
  });
}
