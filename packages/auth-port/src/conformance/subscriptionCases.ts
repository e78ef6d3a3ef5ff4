import { describe, expect, it } from 'vitest';
import type { SubscriptionTopic } from '../backend.ts';
import type { SuiteContext } from './context.ts';
import type { StoredSubscription } from './harness.ts';
import { expectBackendError, signUp, uniqueEmail } from './helpers.ts';

/** The product's `EMAIL_MAX_LENGTH`; the port depends on nothing, so it is written out. */
const EMAIL_MAX_LENGTH = 254;

/** A well-formed address of exactly `length` characters, unlike any other test's. */
function addressOfLength(length: number): string {
  const domain = `@${uniqueEmail('long').split('@')[0]?.replace(/\W/g, '')}.example.com`;
  return `${'a'.repeat(length - domain.length)}${domain}`;
}

export function describeSubscriptionCases(context: SuiteContext): void {
  const backend = () => context.backend();
  const { harness } = context;
  /** The stored subscriptions of this test's addresses, sorted; null when the harness cannot tell. */
  async function stored(...emails: string[]): Promise<StoredSubscription[] | null> {
    if (harness.storedSubscriptions === undefined) return null;
    const all = await harness.storedSubscriptions();
    return all
      .filter((entry) => emails.includes(entry.email))
      .map(({ email, topic }) => ({ email, topic }))
      .sort((a, b) => `${a.topic}:${a.email}`.localeCompare(`${b.topic}:${b.email}`));
  }
  /** Checks the stored entries when the harness can read them. */
  async function expectStored(emails: string[], expected: StoredSubscription[]): Promise<void> {
    const entries = await stored(...emails);
    if (entries !== null) expect(entries).toEqual(expected);
  }

  describe('subscriptions', () => {
    it('subscribes a valid address while signed out, and stores it once, normalised', async () => {
      const email = uniqueEmail('reader');

      await expect(
        backend().subscriptions.subscribe(`  ${email.toUpperCase()} `, 'newsletter'),
      ).resolves.toBeUndefined();

      await expectStored([email], [{ email, topic: 'newsletter' }]);
    });

    it('resolves for the same address twice, in any letter case, and stores nothing new', async () => {
      const email = uniqueEmail('again');
      await backend().subscriptions.subscribe(email, 'next-edition');
      const before = await stored(email);

      await expect(
        backend().subscriptions.subscribe(email.toUpperCase(), 'next-edition'),
      ).resolves.toBeUndefined();

      expect(await stored(email)).toEqual(before);
      await expectStored([email], [{ email, topic: 'next-edition' }]);
    });

    it('keeps one entry per topic for the same address', async () => {
      const email = uniqueEmail('both');

      await backend().subscriptions.subscribe(email, 'newsletter');
      await backend().subscriptions.subscribe(email, 'next-edition');

      await expectStored(
        [email],
        [
          { email, topic: 'newsletter' },
          { email, topic: 'next-edition' },
        ],
      );
    });

    it('works signed in too', async () => {
      const { email } = await signUp(backend().auth, 'member');

      await backend().subscriptions.subscribe(email, 'newsletter');

      await expectStored([email], [{ email, topic: 'newsletter' }]);
    });

    it('refuses a malformed or empty address with subscription/invalid-email', async () => {
      for (const email of ['not-an-address', 'asha@example', 'as ha@example.com', '', '   ']) {
        await expectBackendError(
          backend().subscriptions.subscribe(email, 'newsletter'),
          'subscription/invalid-email',
        );
      }
      await expectStored(['not-an-address', 'asha@example', 'as ha@example.com', ''], []);
    });

    it('accepts an address of exactly 254 characters and refuses one longer', async () => {
      const longest = addressOfLength(EMAIL_MAX_LENGTH);
      const tooLong = addressOfLength(EMAIL_MAX_LENGTH + 1);

      await backend().subscriptions.subscribe(longest, 'newsletter');
      await expectBackendError(
        backend().subscriptions.subscribe(tooLong, 'newsletter'),
        'subscription/invalid-email',
      );

      await expectStored([longest, tooLong], [{ email: longest, topic: 'newsletter' }]);
    });

    it('refuses an unknown topic with subscription/invalid-topic', async () => {
      const email = uniqueEmail('topic');
      // Callers outside TypeScript can pass anything; the cast stands in for them.
      const unknownTopic = String('weekly-digest') as SubscriptionTopic;

      await expectBackendError(
        backend().subscriptions.subscribe(email, unknownTopic),
        'subscription/invalid-topic',
      );

      await expectStored([email], []);
    });
  });
}
