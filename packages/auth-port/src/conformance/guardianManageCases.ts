import { describe, expect, it } from 'vitest';
import type { Registration, RegistrationDetails } from '../registration.ts';
import type { SuiteContext } from './context.ts';
import type { ConsentMail } from './harness.ts';
import { expectBackendError, signUp } from './helpers.ts';
import { REGISTRATION } from './registrationCases.ts';

const POLL_MS = 100;

/** A token in a link's query. */
function tokenIn(link: string | undefined): string {
  const token = link === undefined ? null : new URL(link).searchParams.get('token');
  if (token === null || token === '') throw new Error('the mail carries no such link');
  return token;
}

/**
 * The guardian's own door (issue 38): every mail to a guardian carries a long-lived manage link,
 * apart from the one-time link, to a page that shows what is held and withdraws consent. Needs
 * `harness.latestMail`; the result and certificate case also `harness.grantOrganiser`.
 */
export function describeGuardianManageCases(context: SuiteContext): void {
  const { harness } = context;
  const backend = () => context.backend();
  const guardian = () => context.backend().guardian;
  const edition = harness.registrationEditionIds?.[0] ?? '2024';

  async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + (harness.serverReactionMs ?? 0);
    for (;;) {
      const value = await read();
      if (accept(value) || Date.now() >= deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  const mailTo = (to: string, kind: ConsentMail['kind']) =>
    eventually(
      async () => harness.latestMail?.(to),
      (mail) => mail?.kind === kind,
    );

  /** A verified account registers a candidate (for `guardianEmail`, or its own address). */
  async function registered(changes: Partial<RegistrationDetails> = {}, ownAddress = false) {
    const { user, email, password } = await signUp(backend().auth, 'family');
    if (harness.verifyEmail === undefined) throw new Error('the harness cannot verify an address');
    await harness.verifyEmail(email);
    const details = {
      ...REGISTRATION,
      ...(ownAddress ? { guardianEmail: email } : {}),
      ...changes,
    };
    await backend().registrations.save(user.uid, edition, details);
    return { uid: user.uid, email, password, details };
  }

  const read = (uid: string) => backend().registrations.read(uid, edition);
  const isConfirmed = (registration: Registration | null) =>
    registration?.guardianStatus === 'confirmed';

  describe.skipIf(harness.latestMail === undefined)("the guardian's own door", () => {
    it('mails the guardian a manage link apart from the one-time link, and shows what is held', async () => {
      const { email, details } = await registered();
      const mail = await mailTo(details.guardianEmail, 'guardian-confirm');
      const manage = tokenIn(mail?.manageLink);
      expect(new URL(mail?.manageLink ?? '').pathname).toBe('/guardian/manage');
      expect(manage).not.toBe(tokenIn(mail?.link));
      await backend().auth.signOut();

      const view = await guardian().describeConsent(manage);

      // Before the guardian confirmed, the link may have reached a stranger (issue 38): the first
      // name and grade only, no school.
      expect(view).toMatchObject({
        candidateName: details.candidateName.split(' ')[0],
        grade: details.grade,
        schoolName: null,
        guardianName: details.guardianName,
        guardianEmail: details.guardianEmail,
        registrantEmail: email,
        editionId: edition,
        status: 'awaiting-guardian',
        hasResult: false,
        language: 'en',
      });
      expect(view.deleteAt).toBeInstanceOf(Date);
    });

    it('keeps working after the one-time link is used, and withdraws a confirmed registration', async () => {
      const { uid, email, password, details } = await registered();
      const mail = await mailTo(details.guardianEmail, 'guardian-confirm');
      await guardian().confirm(tokenIn(mail?.link));
      await eventually(() => read(uid), isConfirmed);
      const manage = tokenIn(mail?.manageLink);
      await backend().auth.signOut();
      // Confirmed, the guardian's page shows everything held (issue 38).
      expect(await guardian().describeConsent(manage)).toMatchObject({
        status: 'confirmed',
        candidateName: details.candidateName,
        schoolName: details.schoolName,
      });

      await guardian().withdrawConsent(manage);

      // Everything made from it is gone; the link with it.
      await expectBackendError(guardian().describeConsent(manage), 'guardian/link-unknown');
      await expectBackendError(guardian().withdrawConsent(manage), 'guardian/link-unknown');
      await expectBackendError(guardian().describe(tokenIn(mail?.link)), 'guardian/link-unknown');
      // The registrant is told, in the registration's language.
      const told = await mailTo(email, 'consent-withdrawn');
      expect(told).toMatchObject({ kind: 'consent-withdrawn', language: 'en' });
      expect(told?.text).toContain(details.candidateName);
      await backend().auth.signIn(email, password);
      expect(
        await eventually(
          () => read(uid),
          (registration) => registration === null,
        ),
      ).toBeNull();
      // The registrant's page can say so, not only the mail (issue 38); registering again clears it.
      const end = await backend().registrations.readEnd(uid, edition);
      expect(end?.reason).toBe('guardian-withdrawal');
      expect(end?.at).toBeInstanceOf(Date);
      if (harness.consentLogOf !== undefined) {
        expect(await harness.consentLogOf(edition, uid)).toContainEqual({
          kind: 'withdrawal',
          method: 'guardian-manage',
        });
      }
      await backend().registrations.save(uid, edition, details);
      expect(
        await eventually(
          () => backend().registrations.readEnd(uid, edition),
          (value) => value === null,
        ),
      ).toBeNull();
    });

    it("carries a manage link in the notice to the account's own address, in its language", async () => {
      const { uid, email } = await registered({ noticeLanguage: 'hi' }, true);
      await eventually(() => read(uid), isConfirmed);
      const notice = await mailTo(email, 'consent-notice');
      expect(new URL(notice?.manageLink ?? '').pathname).toBe('/hi/guardian/manage');

      await guardian().withdrawConsent(tokenIn(notice?.manageLink));

      expect(
        await eventually(
          () => read(uid),
          (registration) => registration === null,
        ),
      ).toBeNull();
      expect((await mailTo(email, 'consent-withdrawn'))?.language).toBe('hi');
    });

    it('refuses a manage link it never issued as unknown', async () => {
      await expectBackendError(guardian().describeConsent('x'.repeat(43)), 'guardian/link-unknown');
      await expectBackendError(guardian().withdrawConsent('not a token'), 'guardian/link-unknown');
    });

    it.skipIf(harness.grantOrganiser === undefined)(
      'takes the published result and its certificate with the registration',
      async () => {
        const family = await registered({}, true);
        await eventually(() => read(family.uid), isConfirmed);
        const saved = await read(family.uid);
        const notice = await mailTo(family.email, 'consent-notice');
        await backend().auth.signOut();
        const { email, password } = await signUp(backend().auth, 'organiser');
        await backend().auth.signOut();
        await harness.grantOrganiser?.(email);
        await backend().auth.signIn(email, password);
        await backend().organiser.publishResults(edition, [
          { registrationNumber: saved?.registrationNumber ?? '', scorePercent: 70 },
        ]);
        await backend().auth.signOut();
        await backend().auth.signIn(family.email, family.password);
        const result = await eventually(
          () => backend().results.read(family.uid, edition),
          (value) => value !== null,
        );
        const certificateId = result?.certificateId ?? '';
        expect(await backend().certificates.read(certificateId)).not.toBeNull();
        const manage = tokenIn(notice?.manageLink);
        expect((await guardian().describeConsent(manage)).hasResult).toBe(true);

        await guardian().withdrawConsent(manage);

        expect(
          await eventually(
            () => backend().certificates.read(certificateId),
            (value) => value === null,
          ),
        ).toBeNull();
        expect(
          await eventually(
            () => backend().results.read(family.uid, edition),
            (value) => value === null,
          ),
        ).toBeNull();
      },
    );
  });
}
