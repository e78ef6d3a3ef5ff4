import { createHash } from 'node:crypto';
import { CONSENT_NOTICE_VERSION } from '@apex/core';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { registrationPath } from './paths.ts';
import {
  call,
  closeAdmin,
  createAccount,
  db,
  details,
  eventually,
  idTokenOf,
  logEntry,
  logOf,
  mailsTo,
  mailsWhen,
  readDocument,
  refusal,
  SITE_ORIGIN,
  saveRegistration,
} from './testing/emulators.ts';

/**
 * Issue 28's flow on the Functions, Firestore and Auth emulators: the trigger, the guardian's
 * callables, resend and withdrawal, as a registrant and a guardian meet them.
 */
const EDITION = '2024';
/** 2024's dataDeleteBy (2025-10-25) at 00:00 in India. */
const DELETE_AT_2024 = '2025-10-24T18:30:00.000Z';

afterAll(() => closeAdmin());

const registrationOf = (uid: string) => readDocument(registrationPath(EDITION, uid));
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Registers with another guardian address and returns the guardian's mailed token. */
async function registerAwaiting(label: string, language: 'en' | 'hi' = 'en') {
  const account = await createAccount(label, { verified: true });
  const guardian = `guardian.${account.email}`;
  await saveRegistration(EDITION, account.uid, details(guardian, language));
  const [mail] = await mailsWhen(guardian, 1);
  if (mail?.token === null || mail === undefined) throw new Error('no link in the mail');
  return { ...account, guardian, mail, token: mail.token };
}

describe('a registration whose guardian is the account holder (verified address)', () => {
  it('is confirmed at once, logged, kept until the edition’s delete day, and the notice is mailed', async () => {
    const { uid, email } = await createAccount('same', { verified: true });

    await saveRegistration(EDITION, uid, details(email.toUpperCase()));

    const saved = await eventually(async () => {
      const data = await registrationOf(uid);
      return data?.guardianConfirmedAt instanceof Timestamp ? data : undefined;
    }, 'the confirmation');
    expect(saved.guardianMethod).toBe('account-email');
    expect(saved.guardianRequestedAt).toBeUndefined();
    const deleteAt: unknown = saved.deleteAt;
    expect(deleteAt instanceof Timestamp && deleteAt.toDate().toISOString()).toBe(DELETE_AT_2024);
    const entry = await logEntry(EDITION, uid, 'consent');
    expect(entry).toMatchObject({
      method: 'account-email',
      noticeVersion: CONSENT_NOTICE_VERSION,
      noticeLanguage: 'en',
    });
    expect(entry.registrationNumber).toMatch(/^[A-Z0-9-]+$/);
    expect(entry.at).toBeInstanceOf(Timestamp);
    const [notice] = await mailsWhen(email, 1);
    expect(notice).toMatchObject({ kind: 'consent-notice', language: 'en' });
    expect(notice?.text).toContain('Asha Rao');
    expect(notice?.text).toContain(`${SITE_ORIGIN}/exam-registration`);
  });

  it('is not, when the account’s address is not verified: the guardian is asked', async () => {
    const { uid, email } = await createAccount('unverified', { verified: false });

    await saveRegistration(EDITION, uid, details(email));

    const [mail] = await mailsWhen(email, 1);
    expect(mail?.kind).toBe('guardian-confirm');
    expect((await registrationOf(uid))?.guardianConfirmedAt).toBeUndefined();
  });
});

describe('a registration with another guardian address', () => {
  it('awaits the guardian, who is mailed a one-time link stored only as its hash', async () => {
    const { uid, email, guardian, mail, token } = await registerAwaiting('other');

    expect(mail).toMatchObject({ kind: 'guardian-confirm', language: 'en' });
    expect(mail.link).toBe(`${SITE_ORIGIN}/guardian?token=${token}`);
    expect(mail.text).toContain(email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await readDocument(`guardianTokens/${sha256(token)}`);
    expect(stored).toMatchObject({ editionId: EDITION, uid, usedAt: null });
    const expiresAt: unknown = stored?.expiresAt;
    expect(expiresAt).toBeInstanceOf(Timestamp);
    const expiresIn = expiresAt instanceof Timestamp ? expiresAt.toMillis() - Date.now() : 0;
    expect(expiresIn).toBeGreaterThan(7 * 86_400_000 - 120_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 86_400_000);
    const registration = await registrationOf(uid);
    expect(registration?.guardianConfirmedAt).toBeUndefined();
    expect(registration?.guardianRequestedAt).toBeInstanceOf(Timestamp);
    expect((await logEntry(EDITION, uid, 'consent')).method).toBe('guardian-email-pending');
    // Our own update of the registration does not set the trigger off again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailsTo(guardian)).toHaveLength(1);
  });

  it('mails the link in Hindi, to the Hindi guardian page, when the notice was read in Hindi', async () => {
    const { mail, token } = await registerAwaiting('hindi', 'hi');

    expect(mail.language).toBe('hi');
    expect(mail.link).toBe(`${SITE_ORIGIN}/hi/guardian?token=${token}`);
  });

  it('is described to the guardian from the link', async () => {
    const { email, token } = await registerAwaiting('describe');

    const answer = await call('describeGuardianRequest', { token });

    expect(answer.result).toMatchObject({
      candidateFirstName: 'Asha',
      grade: 7,
      guardianName: 'Meera Rao',
      registrantEmail: email,
      editionId: EDITION,
      language: 'en',
    });
    // On the wire, not only after the site's parsing (issue 38): no full name, no school.
    expect(answer.result).not.toHaveProperty('candidateName');
    expect(answer.result).not.toHaveProperty('schoolName');
    expect(JSON.stringify(answer.result)).not.toContain('Kendriya');
    expect(JSON.stringify(answer.result)).not.toContain('Asha Rao');
    const { expiresAt } = answer.result as { expiresAt: string };
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  });

  it('counts once the guardian confirms; the link is then used up', async () => {
    const { uid, token } = await registerAwaiting('confirm');

    expect(await refusal('answerGuardianRequest', { token, answer: 'confirm' })).toBeNull();

    const registration = await registrationOf(uid);
    expect(registration?.guardianConfirmedAt).toBeInstanceOf(Timestamp);
    expect(registration?.guardianMethod).toBe('guardian-email');
    expect(await logEntry(EDITION, uid, 'confirmation')).toMatchObject({ noticeLanguage: 'en' });
    expect(await refusal('describeGuardianRequest', { token })).toBe('guardian/link-used');
    expect(await refusal('answerGuardianRequest', { token, answer: 'confirm' })).toBe(
      'guardian/link-used',
    );
  });

  it('is confirmed under the notice in force when the notice changed after the save (issue 38)', async () => {
    const account = await createAccount('notice', { verified: true });
    const guardian = `guardian.${account.email}`;
    // Saved under a notice since replaced (the rules let a client save only today's).
    await saveRegistration(EDITION, account.uid, {
      ...details(guardian),
      noticeVersion: '2026-01-older',
    });
    const [mail] = await mailsWhen(guardian, 1);

    expect(await refusal('answerGuardianRequest', { token: mail?.token, answer: 'confirm' })).toBe(
      null,
    );

    expect(await logEntry(EDITION, account.uid, 'confirmation')).toMatchObject({
      noticeVersion: CONSENT_NOTICE_VERSION,
    });
    expect(await logEntry(EDITION, account.uid, 'consent')).toMatchObject({
      noticeVersion: '2026-01-older',
    });
    expect((await registrationOf(account.uid))?.noticeVersion).toBe(CONSENT_NOTICE_VERSION);
  });

  it('is deleted with its links when the guardian declines, logged as a decline only', async () => {
    const { uid, token } = await registerAwaiting('decline');

    expect(await refusal('answerGuardianRequest', { token, answer: 'decline' })).toBeNull();

    expect(await registrationOf(uid)).toBeUndefined();
    expect(await readDocument(`guardianTokens/${sha256(token)}`)).toBeUndefined();
    await logEntry(EDITION, uid, 'decline');
    // The delete trigger recognises the server's own deletion.
    await eventually(
      async () => ((await readDocument(`serverDeletions/${EDITION}:${uid}`)) ? undefined : true),
      'the deletion marker to be consumed',
    );
    expect((await logOf(EDITION, uid)).map((entry) => entry.kind).sort()).toEqual([
      'consent',
      'decline',
    ]);
    expect(await refusal('describeGuardianRequest', { token })).toBe('guardian/link-unknown');
    // The registrant's page can say the guardian declined (issue 38).
    expect(await readDocument(`editions/${EDITION}/registrationEnds/${uid}`)).toMatchObject({
      reason: 'guardian-decline',
    });
  });

  it('refuses an expired link plainly, and an unknown one', async () => {
    const { token } = await registerAwaiting('expired');
    await db
      .doc(`guardianTokens/${sha256(token)}`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });

    expect(await refusal('describeGuardianRequest', { token })).toBe('guardian/link-expired');
    expect(await refusal('answerGuardianRequest', { token, answer: 'confirm' })).toBe(
      'guardian/link-expired',
    );
    expect(await refusal('describeGuardianRequest', { token: 'x'.repeat(43) })).toBe(
      'guardian/link-unknown',
    );
    expect(await refusal('describeGuardianRequest', { token: '../registrations' })).toBe(
      'guardian/link-unknown',
    );
    expect(await refusal('describeGuardianRequest', { token: '' })).toBe('guardian/link-unknown');
    expect(await refusal('answerGuardianRequest', { token: 7, answer: 'decline' })).toBe(
      'guardian/link-unknown',
    );
  });

  it('returns to awaiting when the guardian’s address changes, and the old link stops working', async () => {
    const { uid, token } = await registerAwaiting('change');
    await call('answerGuardianRequest', { token, answer: 'confirm' });
    const other = `second.${uid.slice(0, 6).toLowerCase()}@example.com`;

    await saveRegistration(EDITION, uid, details(other));

    const [mail] = await mailsWhen(other, 1);
    expect(mail?.kind).toBe('guardian-confirm');
    const registration = await registrationOf(uid);
    expect(registration?.guardianConfirmedAt).toBeUndefined();
    expect(registration?.guardianMethod).toBeUndefined();
    expect(await refusal('describeGuardianRequest', { token })).toBe('guardian/link-unknown');
  });
});

describe('resending the guardian’s mail', () => {
  it('sends a fresh link (the old one stops working), three times a day at most', async () => {
    const { email, password, guardian, token } = await registerAwaiting('resend');
    const idToken = await idTokenOf(email, password);

    for (let sent = 1; sent <= 3; sent += 1) {
      expect(await refusal('resendGuardianMail', { editionId: EDITION }, idToken)).toBeNull();
    }
    expect(await refusal('resendGuardianMail', { editionId: EDITION }, idToken)).toBe(
      'guardian/resend-limit',
    );

    const mails = await mailsWhen(guardian, 4);
    expect(mails).toHaveLength(4);
    expect(await refusal('describeGuardianRequest', { token })).toBe('guardian/link-unknown');
    const live = await Promise.all(
      mails.map(async (mail) => refusal('describeGuardianRequest', { token: mail.token })),
    );
    expect(live.filter((code) => code === null)).toHaveLength(1);
  });

  it('needs a signed-in registrant, and sends nothing without a registration', async () => {
    const { email, password } = await createAccount('nobody', { verified: true });

    expect(await refusal('resendGuardianMail', { editionId: EDITION })).toBe('UNAUTHENTICATED');
    expect(
      await refusal('resendGuardianMail', { editionId: EDITION }, await idTokenOf(email, password)),
    ).toBeNull();
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe('withdrawal', () => {
  it('is logged and takes the registration’s links with it', async () => {
    const { uid, token } = await registerAwaiting('withdraw');

    await db.doc(registrationPath(EDITION, uid)).delete();

    expect(await logEntry(EDITION, uid, 'withdrawal')).toMatchObject({
      noticeVersion: CONSENT_NOTICE_VERSION,
    });
    await eventually(
      async () => ((await readDocument(`guardianTokens/${sha256(token)}`)) ? undefined : true),
      'the link to be deleted',
    );
  });
});
