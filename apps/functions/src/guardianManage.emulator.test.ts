import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { GUARDIAN_MANAGE_TOKENS, registrationKey, registrationPath } from './paths.ts';
import {
  call,
  closeAdmin,
  createAccount,
  db,
  details,
  eventually,
  logEntry,
  mailsWhen,
  readDocument,
  refusal,
  saveRegistration,
} from './testing/emulators.ts';

/**
 * Issue 38 on the Functions, Firestore and Auth emulators: the guardian's manage link (items 2)
 * and the outbox that keeps no secrets (item 6).
 */
const EDITION = '2024';

afterAll(() => closeAdmin());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const manageTokenIn = (text: string | undefined) => {
  const link = /https?:\/\/\S+\/guardian\/manage\?token=[A-Za-z0-9_-]+/.exec(text ?? '')?.[0];
  const token = link === undefined ? null : new URL(link).searchParams.get('token');
  if (token === null) throw new Error('no manage link in the mail');
  return token;
};

async function mailDocumentsOf(editionId: string, uid: string) {
  const snapshot = await db
    .collection('mail')
    .where('registrationKey', '==', registrationKey(editionId, uid))
    .get();
  return snapshot.docs;
}

describe("the guardian's own door", () => {
  it('withdraws a confirmed registration by the manage link: all of it goes, the log and the registrant are told', async () => {
    const { uid, email } = await createAccount('manage', { verified: true });
    const guardian = `guardian.${email}`;
    await saveRegistration(EDITION, uid, details(guardian));
    const [mail] = await mailsWhen(guardian, 1);
    const manage = manageTokenIn(mail?.text);
    expect(manage).not.toBe(mail?.token);
    // Stored only as its hash, apart from the one-time link.
    expect(await readDocument(`${GUARDIAN_MANAGE_TOKENS}/${sha256(manage)}`)).toMatchObject({
      editionId: EDITION,
      uid,
    });
    expect(await refusal('answerGuardianRequest', { token: mail?.token, answer: 'confirm' })).toBe(
      null,
    );
    const described = await call('describeGuardianConsent', { token: manage });
    expect(described.result).toMatchObject({
      candidateName: 'Asha Rao',
      guardianEmail: guardian,
      registrantEmail: email,
      status: 'confirmed',
      hasResult: false,
    });
    // The guardian's mail is still queued (the emulators deliver nothing).
    expect(await mailDocumentsOf(EDITION, uid)).toHaveLength(1);

    expect(await refusal('withdrawGuardianConsent', { token: manage })).toBeNull();

    expect(await readDocument(registrationPath(EDITION, uid))).toBeUndefined();
    expect(await readDocument(`${GUARDIAN_MANAGE_TOKENS}/${sha256(manage)}`)).toBeUndefined();
    expect(await mailDocumentsOf(EDITION, uid)).toHaveLength(0);
    expect(await logEntry(EDITION, uid, 'withdrawal')).toMatchObject({ method: 'guardian-manage' });
    // The registrant's page can say so (issue 38): the reason and the time, nothing of the child.
    const end = await readDocument(`editions/${EDITION}/registrationEnds/${uid}`);
    expect(end).toMatchObject({ reason: 'guardian-withdrawal' });
    expect(end?.at).toBeInstanceOf(Timestamp);
    expect(JSON.stringify(end)).not.toContain('Asha');
    const [told] = await mailsWhen(email, 1);
    expect(told).toMatchObject({ kind: 'consent-withdrawn', language: 'en' });
    expect(told?.text).toContain('Asha Rao');
    expect(await refusal('describeGuardianConsent', { token: manage })).toBe(
      'guardian/link-unknown',
    );
    expect(await refusal('withdrawGuardianConsent', { token: manage })).toBe(
      'guardian/link-unknown',
    );
  });

  it('refuses a token it never issued, or none, as unknown', async () => {
    expect(await refusal('describeGuardianConsent', { token: 'x'.repeat(43) })).toBe(
      'guardian/link-unknown',
    );
    expect(await refusal('withdrawGuardianConsent', { token: 42 })).toBe('guardian/link-unknown');
  });
});

describe('the outbox', () => {
  it('a mail document is gone after delivery, and carries a TTL a few days out until then', async () => {
    const { uid, email } = await createAccount('outbox', { verified: true });
    await saveRegistration(EDITION, uid, details(email));
    await mailsWhen(email, 1);
    const [document] = await mailDocumentsOf(EDITION, uid);
    if (document === undefined) throw new Error('no mail queued');
    const expireAt: unknown = document.data().expireAt;
    const daysOut =
      expireAt instanceof Timestamp ? (expireAt.toMillis() - Date.now()) / 86_400_000 : 0;
    expect(daysOut).toBeGreaterThan(2);
    expect(daysOut).toBeLessThanOrEqual(3);

    // What the Trigger Email extension writes while it sends, then once it has.
    await document.ref.update({ delivery: { state: 'PROCESSING', attempts: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await document.ref.get()).exists).toBe(true);
    await document.ref.update({ delivery: { state: 'SUCCESS', attempts: 1 } });

    await eventually(
      async () => ((await document.ref.get()).exists ? undefined : true),
      'the delivered mail deleted',
    );
  });
});
