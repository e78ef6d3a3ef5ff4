import { describe, expect, it } from 'vitest';
import type { SubscriptionTopic } from '../backend.ts';
import type { SuiteContext } from './context.ts';
import type { ConsentMail, StoredSubscription } from './harness.ts';
import { expectBackendError, signUp, uniqueEmail } from './helpers.ts';

/** The product's `EMAIL_MAX_LENGTH`; the port depends on nothing, so it is written out. */
const EMAIL_MAX_LENGTH = 254;
const DAY_MS = 86_400_000;
/** SUBSCRIPTION_LINK_VALID_DAYS of `@apex/core`. */
const LINK_VALID_DAYS = 7;
const POLL_MS = 100;

/** A well-formed address of exactly `length` characters, unlike any other test's. */
function addressOfLength(length: number): string {
  const domain = `@${uniqueEmail('long').split('@')[0]?.replace(/\W/g, '')}.example.com`;
  return `${'a'.repeat(length - domain.length)}${domain}`;
}

/** The one-time token of a link. */
function tokenOf(link: string | undefined): string {
  const token = link === undefined ? null : new URL(link).searchParams.get('token');
  if (token === null || token === '') throw new Error('the mail carries no link with a token');
  return token;
}

/**
 * The notify-me lists with double opt-in (issue 30): every valid address gets the same answer,
 * only a confirmed one is on the list, every list mail can unsubscribe in one click.
 */
export function describeSubscriptionCases(context: SuiteContext): void {
  const backend = () => context.backend();
  const subscriptions = () => context.backend().subscriptions;
  const { harness } = context;
  /** The stored subscriptions of this test's addresses, sorted; null when the harness cannot tell. */
  async function stored(...emails: string[]): Promise<StoredSubscription[] | null> {
    if (harness.storedSubscriptions === undefined) return null;
    const all = await harness.storedSubscriptions();
    return all
      .filter((entry) => emails.includes(entry.email))
      .map(({ email, topic, status }) => ({ email, topic, status }))
      .sort((a, b) => `${a.topic}:${a.email}`.localeCompare(`${b.topic}:${b.email}`));
  }
  /** Checks the stored entries when the harness can read them. */
  async function expectStored(emails: string[], expected: StoredSubscription[]): Promise<void> {
    const entries = await stored(...emails);
    if (entries !== null) expect(entries).toEqual(expected);
  }
  /** The newest list mail to `to`, once the server has queued it. */
  async function mailTo(to: string): Promise<ConsentMail | undefined> {
    const deadline = Date.now() + (harness.serverReactionMs ?? 0);
    for (;;) {
      const mail = await harness.latestMail?.(to);
      if (mail?.kind === 'subscription-confirm' || Date.now() >= deadline) return mail;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  /** How many list mails `to` has had, judged by the newest one's identity over calls. */
  async function subscribeAndMail(email: string, topic: SubscriptionTopic) {
    await subscriptions().subscribe(email, topic, 'en');
    const mail = await mailTo(email);
    return {
      mail,
      confirmToken: tokenOf(mail?.link),
      unsubscribeToken: tokenOf(mail?.unsubscribeLink),
    };
  }

  describe('subscriptions', () => {
    it('asks a valid address to confirm while signed out, and stores it once, normalised, pending', async () => {
      const email = uniqueEmail('reader');

      await expect(
        subscriptions().subscribe(`  ${email.toUpperCase()} `, 'newsletter', 'en'),
      ).resolves.toBeUndefined();

      await expectStored([email], [{ email, topic: 'newsletter', status: 'pending' }]);
    });

    it('answers a repeat, in any letter case, just as the first, and stores nothing new', async () => {
      const email = uniqueEmail('again');
      await subscriptions().subscribe(email, 'next-edition', 'en');
      const before = await stored(email);

      await expect(
        subscriptions().subscribe(email.toUpperCase(), 'next-edition', 'en'),
      ).resolves.toBeUndefined();

      expect(await stored(email)).toEqual(before);
      await expectStored([email], [{ email, topic: 'next-edition', status: 'pending' }]);
    });

    it('keeps one entry per topic for the same address', async () => {
      const email = uniqueEmail('both');

      await subscriptions().subscribe(email, 'newsletter', 'en');
      await subscriptions().subscribe(email, 'next-edition', 'en');

      await expectStored(
        [email],
        [
          { email, topic: 'newsletter', status: 'pending' },
          { email, topic: 'next-edition', status: 'pending' },
        ],
      );
    });

    it('works signed in too', async () => {
      const { email } = await signUp(backend().auth, 'member');

      await subscriptions().subscribe(email, 'newsletter', 'en');

      await expectStored([email], [{ email, topic: 'newsletter', status: 'pending' }]);
    });

    it('refuses a malformed or empty address with subscription/invalid-email', async () => {
      for (const email of ['not-an-address', 'asha@example', 'as ha@example.com', '', '   ']) {
        await expectBackendError(
          subscriptions().subscribe(email, 'newsletter', 'en'),
          'subscription/invalid-email',
        );
      }
      await expectStored(['not-an-address', 'asha@example', 'as ha@example.com', ''], []);
    });

    it('accepts an address of exactly 254 characters and refuses one longer', async () => {
      const longest = addressOfLength(EMAIL_MAX_LENGTH);
      const tooLong = addressOfLength(EMAIL_MAX_LENGTH + 1);

      await subscriptions().subscribe(longest, 'newsletter', 'en');
      await expectBackendError(
        subscriptions().subscribe(tooLong, 'newsletter', 'en'),
        'subscription/invalid-email',
      );

      await expectStored(
        [longest, tooLong],
        [{ email: longest, topic: 'newsletter', status: 'pending' }],
      );
    });

    it('refuses an unknown topic with subscription/invalid-topic', async () => {
      const email = uniqueEmail('topic');
      // Callers outside TypeScript can pass anything; the cast stands in for them.
      const unknownTopic = String('weekly-digest') as SubscriptionTopic;

      await expectBackendError(
        subscriptions().subscribe(email, unknownTopic, 'en'),
        'subscription/invalid-topic',
      );

      await expectStored([email], []);
    });

    it.skipIf(harness.subscribeCallerLimit === undefined)(
      'refuses a caller who subscribes too often with subscription/rate-limited',
      async () => {
        const limit = harness.subscribeCallerLimit ?? 0;
        for (let index = 0; index < limit; index += 1) {
          await subscriptions().subscribe(uniqueEmail('burst'), 'newsletter', 'en');
        }

        await expectBackendError(
          subscriptions().subscribe(uniqueEmail('burst'), 'newsletter', 'en'),
          'subscription/rate-limited',
        );
      },
    );
  });

  describe.skipIf(harness.latestMail === undefined)('double opt-in', () => {
    it('mails a confirmation link in the language asked, with one-click unsubscribe headers', async () => {
      const email = uniqueEmail('mail');

      await subscriptions().subscribe(email, 'newsletter', 'hi');

      const mail = await mailTo(email);
      expect(mail?.kind).toBe('subscription-confirm');
      expect(mail?.language).toBe('hi');
      expect(mail?.text).toContain(mail?.link ?? 'a link');
      expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail?.headers?.['List-Unsubscribe']).toContain(`<${mail?.unsubscribeLink}>`);
      expect(mail?.headers?.['List-Unsubscribe']).toMatch(/<mailto:[^>]+>/);
    });

    it('puts the address on the list once the link is followed; the link then is used', async () => {
      const email = uniqueEmail('confirm');
      const { confirmToken } = await subscribeAndMail(email, 'next-edition');

      await expect(subscriptions().confirm(confirmToken)).resolves.toEqual({
        topic: 'next-edition',
      });

      await expectStored([email], [{ email, topic: 'next-edition', status: 'confirmed' }]);
      await expectBackendError(subscriptions().confirm(confirmToken), 'subscription/link-used');
    });

    it('sends no second mail for a repeat within a day, and answers it the same', async () => {
      const email = uniqueEmail('bomb');
      const { mail } = await subscribeAndMail(email, 'newsletter');

      await subscriptions().subscribe(email, 'newsletter', 'en');
      await subscriptions().subscribe(email, 'newsletter', 'en');

      expect(await harness.latestMail?.(email)).toEqual(mail);
    });

    it('answers a confirmed address the same and mails it nothing', async () => {
      const email = uniqueEmail('known');
      const { mail, confirmToken } = await subscribeAndMail(email, 'newsletter');
      await subscriptions().confirm(confirmToken);

      await expect(subscriptions().subscribe(email, 'newsletter', 'en')).resolves.toBeUndefined();

      expect(await harness.latestMail?.(email)).toEqual(mail);
      await expectStored([email], [{ email, topic: 'newsletter', status: 'confirmed' }]);
    });

    it('refuses a link it does not know', async () => {
      await expectBackendError(
        subscriptions().confirm('not-a-token-the-server-issued'),
        'subscription/link-unknown',
      );
      await expectBackendError(
        subscriptions().unsubscribe('not-a-token-the-server-issued'),
        'subscription/link-unknown',
      );
    });

    it('takes the address off the list from the mail in one click, again and again', async () => {
      const email = uniqueEmail('leave');
      const { confirmToken, unsubscribeToken } = await subscribeAndMail(email, 'newsletter');
      await subscriptions().confirm(confirmToken);

      await expect(subscriptions().unsubscribe(unsubscribeToken)).resolves.toEqual({
        topic: 'newsletter',
      });
      await expect(subscriptions().unsubscribe(unsubscribeToken)).resolves.toEqual({
        topic: 'newsletter',
      });

      await expectStored([email], []);
    });

    it.skipIf(harness.advanceClock === undefined)(
      'lets a confirmation link expire, and mails a new one a day later',
      async () => {
        const email = uniqueEmail('late');
        const { confirmToken } = await subscribeAndMail(email, 'newsletter');

        await harness.advanceClock?.(LINK_VALID_DAYS * DAY_MS + 1000);

        await expectBackendError(
          subscriptions().confirm(confirmToken),
          'subscription/link-expired',
        );
        await subscriptions().subscribe(email, 'newsletter', 'en');
        const fresh = await mailTo(email);
        await expect(subscriptions().confirm(tokenOf(fresh?.link))).resolves.toEqual({
          topic: 'newsletter',
        });
      },
    );

    it("removes the account's address from every list when the account is deleted", async () => {
      const { email, password } = await signUp(backend().auth, 'gone');
      const { confirmToken } = await subscribeAndMail(email, 'newsletter');
      await subscriptions().confirm(confirmToken);
      await subscriptions().subscribe(email, 'next-edition', 'en');

      await backend().auth.deleteAccount({ method: 'password', password });

      await expectStored([email], []);
    });
  });
}
