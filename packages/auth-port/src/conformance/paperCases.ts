import { describe, expect, it } from 'vitest';
import type { SuiteContext } from './context.ts';
import { expectBackendError, signUp } from './helpers.ts';

/**
 * Papers (issue 40): only an organiser uploads and assigns; a right paper is stored under its id
 * and previewed without keys, a broken one is refused with every problem at its place and stored
 * nowhere; a stored paper is assigned to its own grade only. Needs `harness.grantOrganiser` and
 * `harness.samplePaper`.
 */
export function describePaperCases(context: SuiteContext): void {
  const { harness } = context;
  const auth = () => context.backend().auth;
  const organiser = () => context.backend().organiser;
  const edition = harness.registrationEditionIds?.[0] ?? '2024';
  const sample = harness.samplePaper;

  async function signInAsOrganiser() {
    const { email, password } = await signUp(auth(), 'organiser');
    await auth().signOut();
    await harness.grantOrganiser?.(email);
    return auth().signIn(email, password);
  }

  describe.skipIf(harness.grantOrganiser === undefined || sample === undefined)('papers', () => {
    if (sample === undefined) return;

    it('refuses an upload and an assignment from an account without the organiser role', async () => {
      await signUp(auth(), 'family');
      await expectBackendError(organiser().uploadPaper(sample), 'organiser/permission-denied');
      await expectBackendError(
        organiser().assignPaper(edition, sample.grade, sample.id),
        'organiser/permission-denied',
      );
    });

    it('stores a right paper under its id and previews it with no answer key', async () => {
      await signInAsOrganiser();

      const outcome = await organiser().uploadPaper(sample);

      if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.problems)}`);
      expect(outcome.paperId).toBe(sample.id);
      expect(outcome.paper.grade).toBe(sample.grade);
      expect(outcome.paper.sections.flatMap((section) => section.items).length).toBeGreaterThan(0);
      const preview = JSON.stringify(outcome.paper);
      expect(preview).not.toContain('"answer"');
      expect(preview).not.toContain('"tolerance"');
      // Maths arrives as MathML made at import, beside plain text.
      expect(preview).toContain('"mathml"');
    });

    it('refuses a broken paper with each problem at its place, and stores nothing', async () => {
      await signInAsOrganiser();
      const broken = { ...sample, id: 'broken-paper', grade: 12, title: { en: 'Untitled' } };

      const outcome = await organiser().uploadPaper(broken);

      expect(outcome.ok).toBe(false);
      if (outcome.ok) return;
      expect(outcome.problems).toEqual(
        expect.arrayContaining([
          { place: 'grade', problem: expect.any(String) },
          { place: 'title.hi', problem: 'missing' },
        ]),
      );
      await expectBackendError(
        organiser().assignPaper(edition, sample.grade, 'broken-paper'),
        'organiser/paper-unknown',
      );
    });

    it('assigns a stored paper to its own grade only, and lists the assignment', async () => {
      await signInAsOrganiser();
      const uploaded = await organiser().uploadPaper(sample);
      expect(uploaded.ok).toBe(true);
      const otherGrade = sample.grade === 6 ? 7 : 6;

      await organiser().assignPaper(edition, sample.grade, sample.id);

      expect(await organiser().assignedPapers(edition)).toEqual([
        { grade: sample.grade, paperId: sample.id },
      ]);
      await expectBackendError(
        organiser().assignPaper(edition, otherGrade, sample.id),
        'organiser/paper-grade',
      );
      await expectBackendError(
        organiser().assignPaper(edition, sample.grade, 'no-such-paper'),
        'organiser/paper-unknown',
      );
      expect(await organiser().assignedPapers(edition)).toEqual([
        { grade: sample.grade, paperId: sample.id },
      ]);
    });
  });
}
