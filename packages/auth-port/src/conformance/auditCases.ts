import { describe, expect, it } from 'vitest';
import type { SuiteContext } from './context.ts';
import { expectBackendError, signUp } from './helpers.ts';

/**
 * The organisers' audit log (issue 38): an export the console made is recorded by the server with
 * who, when, which edition and how many rows; organisers read the log newest first, a page at a
 * time; nobody else records or reads. Needs `harness.grantOrganiser`.
 */
export function describeAuditCases(context: SuiteContext): void {
  const { harness } = context;
  const auth = () => context.backend().auth;
  const organiser = () => context.backend().organiser;
  const edition = harness.registrationEditionIds?.[0] ?? '2024';

  describe.skipIf(harness.grantOrganiser === undefined)('organiser audit log', () => {
    it('refuses to record an export or read the log to nobody and to a non-organiser', async () => {
      await expectBackendError(organiser().recordExport(edition, 3), 'auth/unauthenticated');
      await expectBackendError(organiser().auditLog({ pageSize: 10 }), 'auth/unauthenticated');

      await signUp(auth(), 'someone');

      await expectBackendError(organiser().recordExport(edition, 3), 'organiser/permission-denied');
      await expectBackendError(
        organiser().auditLog({ pageSize: 10 }),
        'organiser/permission-denied',
      );
    });

    it('records each export with who, when, the edition and the rows, newest first, paged', async () => {
      const { email, password } = await signUp(auth(), 'auditor');
      await auth().signOut();
      await harness.grantOrganiser?.(email);
      await auth().signIn(email, password);

      await organiser().recordExport(edition, 3);
      await organiser().recordExport(edition, 5);

      const first = await organiser().auditLog({ pageSize: 1 });
      expect(first.entries).toHaveLength(1);
      expect(first.entries[0]).toMatchObject({
        action: 'export',
        actor: email,
        subject: null,
        editionId: edition,
        rows: 5,
      });
      expect(first.next).not.toBeNull();
      const second = await organiser().auditLog({ pageSize: 1, after: first.next ?? '' });
      expect(second.entries[0]).toMatchObject({ action: 'export', actor: email, rows: 3 });
      expect(second.entries[0]?.id).not.toBe(first.entries[0]?.id);
      // When: the server's time, the older entry no later than the newer.
      const [newer, older] = [first.entries[0]?.at.getTime(), second.entries[0]?.at.getTime()];
      expect(Number.isFinite(newer) && Number.isFinite(older)).toBe(true);
      expect(older).toBeLessThanOrEqual(newer ?? Number.NaN);
      await expectBackendError(organiser().auditLog({ pageSize: 0 }), 'organiser/invalid-query');
    });
  });
}
