import { afterAll, describe, expect, it } from 'vitest';
import {
  auth,
  clientWritesProfile,
  closeAdmin,
  createAccount,
  db,
  details,
  eventually,
  idTokenOf,
  listMailsTo,
  logEntry,
  readDocument,
  refusal,
  saveRegistration,
} from './testing/emulators.ts';

/**
 * The server's clean-up when an account is deleted (issue 30), on the emulators: while a second
 * client, still holding the account's ID token (valid for up to an hour), keeps writing its
 * profile, the account is deleted; the function removes the profile, the registration (logged as
 * a withdrawal), the address's subscriptions and links, and the rules refuse every later write.
 */
const EDITION = '2024';

afterAll(() => closeAdmin());

describe('deleting an account', () => {
  it('leaves nothing behind, even while another tab keeps writing', async () => {
    const { uid, email, password } = await createAccount('leaving', { verified: true });
    const idToken = await idTokenOf(email, password);
    expect(await clientWritesProfile(uid, email, idToken, 'Asha')).toBe(200);
    await saveRegistration(EDITION, uid, details(email));
    await logEntry(EDITION, uid, 'consent');
    await refusal('subscribe', { email, topic: 'newsletter', language: 'en' });
    await eventually(
      async () => ((await listMailsTo(email)).length > 0 ? true : undefined),
      'the list mail',
    );

    const subscriber = (await db.collection('subscribers').where('email', '==', email).get())
      .docs[0]?.id;
    expect(subscriber).toBeDefined();

    // The second client: writes its profile every 50 ms until told to stop.
    const statuses: number[] = [];
    let writing = true;
    const tab = (async () => {
      for (let round = 0; writing; round += 1) {
        statuses.push(await clientWritesProfile(uid, email, idToken, `Asha ${round}`));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    await auth.deleteUser(uid);
    await eventually(() => readDocument(`deletedAccounts/${uid}`), 'the deleted-account mark');
    await eventually(
      async () =>
        (await db.collection('subscribers').where('email', '==', email).get()).empty
          ? true
          : undefined,
      'the subscriber gone',
    );
    // The tab goes on a while after the clean-up: none of its writes may land any more.
    const afterCleanUp = statuses.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    writing = false;
    await tab;

    expect(statuses.slice(afterCleanUp).length).toBeGreaterThan(3);
    expect(new Set(statuses.slice(afterCleanUp))).toEqual(new Set([403]));
    expect(await readDocument(`users/${uid}`)).toBeUndefined();
    expect(await readDocument(`editions/${EDITION}/registrations/${uid}`)).toBeUndefined();
    const withdrawal = await logEntry(EDITION, uid, 'withdrawal');
    expect(withdrawal).toMatchObject({ editionId: EDITION, uid, reason: 'account-deletion' });
    const links = await db
      .collection('subscriptionTokens')
      .where('subscriber', '==', subscriber)
      .get();
    expect(links.empty).toBe(true);
  });
});
