import { describe, expect, it } from 'vitest';
import type { OrganiserAttemptRow } from '../organiserAttempts.ts';
import { attemptFixtures } from './attemptFixtures.ts';
import type { SuiteContext } from './context.ts';
import { expectBackendError, signUp } from './helpers.ts';

const MINUTE_MS = 60_000;

/**
 * The organiser's side of the attempts (issue 40, step 5; ADR 0185): a batch's attempts listed
 * with each candidate's number, name, extra time and state; extra time before the start (applied
 * at start) and during the attempt (the candidate's next call reads the later deadline); a reopen;
 * each audited with its reason; and the refusals, a family's among them.
 */
export function describeOrganiserAttemptCases(context: SuiteContext): void {
  const { harness } = context;
  const backend = () => context.backend();
  const auth = () => backend().auth;
  const organiser = () => backend().organiser;
  const attempts = () => backend().attempts;
  const { edition, runs, options, family, assignSample, started, someAnswers } =
    attemptFixtures(context);

  /** An organiser account; signs out whoever was signed in, and signs the organiser in. */
  async function organiserAccount() {
    await auth().signOut();
    const { email, password } = await signUp(auth(), 'staff');
    await auth().signOut();
    await harness.grantOrganiser?.(email);
    await auth().signIn(email, password);
    return { email, password };
  }

  /** The candidate's row, found in whichever of the edition's batches its start fell in. */
  async function rowOf(uid: string, grade: number): Promise<OrganiserAttemptRow | undefined> {
    for (let batch = 0; batch < 12; batch += 1) {
      let page: Awaited<ReturnType<ReturnType<typeof organiser>['attempts']>>;
      try {
        page = await organiser().attempts(edition, { grade, batch, pageSize: 50 });
      } catch {
        return undefined; // past the edition's last batch
      }
      const row = page.rows.find((candidate) => candidate.uid === uid);
      if (row !== undefined) return row;
    }
    return undefined;
  }

  describe.skipIf(!runs)('the organiser’s view of the attempts', options, () => {
    it('lists the attempt and gives a running attempt extra time: the candidate reads the later deadline, and the log the reason', async () => {
      const { uid, start, email, password } = await started();
      const staff = await organiserAccount();

      const listed = await rowOf(uid, start.paper.grade);
      expect(listed).toMatchObject({
        uid,
        grade: start.paper.grade,
        state: 'in-progress',
        extraMinutes: 0,
        reopened: 0,
        deadline: start.deadline,
        startedAt: start.startedAt,
        closedAt: null,
      });
      expect(listed?.registrationNumber).toMatch(/\S/);
      expect(listed?.candidateName).toMatch(/\S/);

      const granted = await organiser().grantExtraTime(edition, uid, 15, '  Power cut at home  ');
      expect(granted).toEqual({
        deadline: new Date(start.deadline.getTime() + 15 * MINUTE_MS),
        extraMinutes: 15,
      });
      expect(await rowOf(uid, start.paper.grade)).toMatchObject({ extraMinutes: 15 });
      const [entry] = (await organiser().auditLog({ pageSize: 1 })).entries;
      expect(entry).toMatchObject({
        action: 'extra-time',
        actor: staff.email,
        subject: listed?.registrationNumber,
        editionId: edition,
        reason: 'Power cut at home',
        minutes: 15,
      });

      // The candidate's next save says the later deadline (time left always from the server).
      await auth().signOut();
      await auth().signIn(email, password);
      const saved = await attempts().save(uid, edition, 1, someAnswers(start, 1));
      expect(saved.deadline).toEqual(granted.deadline);
    });

    it('keeps extra time granted before the start and adds it at the start', async () => {
      await assignSample();
      const candidate = await family();
      await auth().signOut();
      await organiserAccount();
      expect(
        await organiser().grantExtraTime(edition, candidate.uid, 10, 'Needs a scribe'),
      ).toEqual({ deadline: null, extraMinutes: 10 });
      await auth().signOut();
      await harness.builtInTest?.openBatch();
      await auth().signIn(candidate.email, candidate.password);

      const start = await attempts().start(candidate.uid, edition);

      expect(start.deadline.getTime() - start.startedAt.getTime()).toBe(
        (start.paper.minutes + 10) * MINUTE_MS,
      );
    });

    it('reopens a submitted attempt with a new deadline; the candidate answers again', async () => {
      const { uid, start, email, password } = await started();
      const closed = await attempts().submit(uid, edition);
      await organiserAccount();

      await expectBackendError(
        organiser().grantExtraTime(edition, uid, 5, 'Too late for this'),
        'organiser/attempt-closed',
      );
      const deadline = await organiser().reopenAttempt(edition, uid, 'Submitted by mistake');
      // At least the reopen's least (10 minutes) after the server's time of the reopen.
      expect(deadline.getTime()).toBeGreaterThanOrEqual(closed.closedAt.getTime() + 10 * MINUTE_MS);
      expect(await rowOf(uid, start.paper.grade)).toMatchObject({
        state: 'in-progress',
        reopened: 1,
        closedAt: null,
      });
      const [entry] = (await organiser().auditLog({ pageSize: 1 })).entries;
      expect(entry).toMatchObject({ action: 'reopen', reason: 'Submitted by mistake' });
      await expectBackendError(
        organiser().reopenAttempt(edition, uid, 'Again'),
        'organiser/attempt-open',
      );

      await auth().signOut();
      await auth().signIn(email, password);
      expect(await attempts().start(uid, edition)).toMatchObject({ status: 'open', deadline });
      const saved = await attempts().save(uid, edition, 1, someAnswers(start, 1));
      expect(saved.counted).toHaveLength(1);
    });

    it('refuses beyond 40 minutes, a reopen of no attempt, a request without a reason, and a family', async () => {
      const { uid, start, email, password } = await started();
      await expectBackendError(
        organiser().grantExtraTime(edition, uid, 5, 'Mine'),
        'organiser/permission-denied',
      );
      await expectBackendError(
        organiser().reopenAttempt(edition, uid, 'Mine'),
        'organiser/permission-denied',
      );
      await expectBackendError(
        organiser().attempts(edition, { grade: start.paper.grade, batch: 0, pageSize: 10 }),
        'organiser/permission-denied',
      );

      await organiserAccount();
      await organiser().grantExtraTime(edition, uid, 30, 'Medical');
      await expectBackendError(
        organiser().grantExtraTime(edition, uid, 11, 'More'),
        'organiser/extra-time-limit',
      );
      await expect(organiser().grantExtraTime(edition, uid, 5, '   ')).rejects.toThrow();
      await expect(organiser().grantExtraTime(edition, uid, 41, 'Too long')).rejects.toThrow();
      const other = await otherFamilyUid();
      await expectBackendError(
        organiser().reopenAttempt(edition, other, 'Nothing to reopen'),
        'attempt/not-started',
      );
      // Nothing refused was written: the deadline has the 30 minutes only.
      await auth().signOut();
      await auth().signIn(email, password);
      expect((await attempts().start(uid, edition)).deadline).toEqual(
        new Date(start.deadline.getTime() + 30 * MINUTE_MS),
      );
    });
  });

  /** A registered family with no attempt, signed out again. */
  async function otherFamilyUid(): Promise<string> {
    await auth().signOut();
    const { uid } = await family();
    await auth().signOut();
    await organiserAccount();
    return uid;
  }
}
