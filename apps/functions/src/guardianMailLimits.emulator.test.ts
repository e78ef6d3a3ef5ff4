import { createHash } from 'node:crypto';
import { indianDay } from '@apex/core';
import { afterAll, describe, expect, it } from 'vitest';
import { GUARDIAN_MAIL_COUNTS, registrationPath } from './paths.ts';
import {
  closeAdmin,
  createAccount,
  details,
  eventually,
  idTokenOf,
  mailsTo,
  mailsWhen,
  readDocument,
  refusal,
  saveRegistration,
} from './testing/emulators.ts';

/**
 * Limits that hold (issue 38) on the Functions, Firestore and Auth emulators: the registration
 * trigger and the resend callable count guardian mails per account and per address per day, in
 * `guardianMailCounts`, which a new guardian address does not start afresh.
 */
const EDITION = '2024';
afterAll(() => closeAdmin());

/** Saves with `guardian` and waits until the trigger has handled that address. */
async function saveWith(uid: string, guardian: string): Promise<void> {
  await saveRegistration(EDITION, uid, details(guardian));
  await eventually(async () => {
    const stored = await readDocument(registrationPath(EDITION, uid));
    return stored?.guardianEmail === guardian && stored.guardianRequestedAt ? true : undefined;
  }, `the trigger to ask ${guardian}`);
}

const today = () => indianDay(Date.now());
const recipientKey = (address: string) =>
  `recipient:${createHash('sha256').update(address.toLowerCase()).digest('hex')}`;

describe('guardian mails per account, across address changes', () => {
  it('sends six links a day from one account, then holds the seventh address’s and refuses a resend', async () => {
    const { uid, email, password } = await createAccount('changer', { verified: true });
    const address = (index: number) => `guardian${index}.${email}`;
    for (let index = 0; index < 6; index += 1) {
      await saveWith(uid, address(index));
      await mailsWhen(address(index), 1);
    }

    await saveWith(uid, address(6));

    expect(await mailsTo(address(6))).toEqual([]);
    expect(
      await refusal('resendGuardianMail', { editionId: EDITION }, await idTokenOf(email, password)),
    ).toBe('guardian/account-mail-limit');
    expect(await mailsTo(address(6))).toEqual([]);
    expect(await readDocument(`${GUARDIAN_MAIL_COUNTS}/account:${uid}`)).toMatchObject({
      day: today(),
      count: 6,
    });
    // The stored counts name no address: the recipient's key is its hash.
    expect(await readDocument(`${GUARDIAN_MAIL_COUNTS}/${recipientKey(address(5))}`)).toMatchObject(
      {
        day: today(),
        count: 1,
      },
    );
  });
});

describe('guardian mails per address, from every account', () => {
  it('sends one address four links a day, then holds another account’s and refuses its resend', async () => {
    const first = await createAccount('first', { verified: true });
    const shared = `Shared.${first.email}`;
    await saveWith(first.uid, shared);
    const firstToken = await idTokenOf(first.email, first.password);
    for (let sent = 1; sent < 4; sent += 1) {
      expect(await refusal('resendGuardianMail', { editionId: EDITION }, firstToken)).toBeNull();
    }
    await mailsWhen(shared, 4);
    const second = await createAccount('second', { verified: true });

    // The same address in another letter case is the same mailbox.
    await saveWith(second.uid, shared.toLowerCase());

    expect(
      await refusal(
        'resendGuardianMail',
        { editionId: EDITION },
        await idTokenOf(second.email, second.password),
      ),
    ).toBe('guardian/recipient-mail-limit');
    expect((await mailsTo(shared)).length + (await mailsTo(shared.toLowerCase())).length).toBe(4);
  });
});
