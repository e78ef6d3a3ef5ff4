import { delay, http } from 'msw';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import {
  createFirebaseTestEnvironment,
  describeOnFirestore,
  grantOrganiser,
  rejection,
} from './testing/harness.ts';

/**
 * Every read a page waits on has a deadline (issue 38): the SDK retries for minutes on a lost
 * network, and the page must reach its "could not load" state with Try again instead. An emulator
 * always answers, so msw holds Firestore's read calls in front of it, as a dead connection would.
 */
const env = createFirebaseTestEnvironment();
beforeAll(() => env.start());
afterEach(() => env.cleanup());
afterAll(() => env.stop());

const PASSWORD = 'Secret#123';
const READ_TIMEOUT_MS = 300;
// Firestore Lite reads with batchGet (a document), runQuery (a page) and runAggregationQuery
// (a count), each a POST.
const hangReads = () =>
  env.server.use(
    http.post(/documents:batchGet/, () => delay('infinite')),
    http.post(/documents[^:]*:runQuery/, () => delay('infinite')),
    http.post(/documents[^:]*:runAggregationQuery/, () => delay('infinite')),
  );

describeOnFirestore('a read that gets no answer', () => {
  it('ends a certificate read, signed out, as certificate/unavailable', async () => {
    const backend = env.createBackend({ readTimeoutMs: READ_TIMEOUT_MS });
    hangReads();

    const error = await rejection(backend.certificates.read('AAAAAAAAAAAAAAAAAAAAAA'));

    expect(error.code).toBe('certificate/unavailable');
  });

  it("ends the owner's registration and result reads", async () => {
    const backend = env.createBackend({ readTimeoutMs: READ_TIMEOUT_MS });
    const { uid } = await backend.auth.createAccount('hung.reads@example.com', PASSWORD);
    hangReads();

    expect((await rejection(backend.registrations.read(uid, '2024'))).code).toBe(
      'registration/timeout',
    );
    expect((await rejection(backend.results.read(uid, '2024'))).code).toBe(
      'certificate/unavailable',
    );
  });

  it("ends the organiser console's totals, page and progress reads", async () => {
    const backend = env.createBackend({ readTimeoutMs: READ_TIMEOUT_MS });
    await backend.auth.createAccount('hung.organiser@example.com', PASSWORD);
    await grantOrganiser(env.authEmulatorUrl, 'hung.organiser@example.com');
    await backend.auth.signOut();
    await backend.auth.signIn('hung.organiser@example.com', PASSWORD);
    hangReads();

    for (const pending of [
      backend.organiser.totals('2024'),
      backend.organiser.registrations('2024', { sort: 'name', direction: 'asc', pageSize: 25 }),
      backend.organiser.publishProgress('2024'),
    ]) {
      expect((await rejection(pending)).code).toBe('organiser/unavailable');
    }
  });
});
