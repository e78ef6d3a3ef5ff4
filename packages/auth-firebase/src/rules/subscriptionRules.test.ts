import { createHash } from 'node:crypto';
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSubscriptionService } from '../subscriptions.ts';
import { announceSkip, probeEmulator } from './emulatorReachable.ts';
import { readRepoFile } from './rulesFiles.ts';

/**
 * `match /subscriptions/{id}` of firestore.rules on the Firestore emulator's rules engine. Writes go
 * through the REST API, as the adapter sends them: only it can ask for "create, only if absent".
 */
const probe = await probeEmulator('FIRESTORE_EMULATOR_HOST');
announceSkip('firestore.rules, subscriptions', probe);

const PROJECT = 'demo-apex';
const EMAIL = 'asha@example.com';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const idOf = (email: string, topic: string) => sha256(`${topic}:${email}`);

describe.skipIf(probe.address === null)(
  `firestore.rules, subscriptions${probe.skipReason === null ? '' : ` (skipped: ${probe.skipReason})`}`,
  () => {
    let testEnv: RulesTestEnvironment;
    let assertSucceeds: (pr: Promise<unknown>) => Promise<unknown>;
    let assertFails: (pr: Promise<unknown>) => Promise<unknown>;
    const as = (uid: string | null): RulesTestContext =>
      uid === null ? testEnv.unauthenticatedContext() : testEnv.authenticatedContext(uid);
    const origin = () => `http://${probe.address?.host}:${probe.address?.port}`;
    const documents = `projects/${PROJECT}/databases/(default)/documents`;

    /** One write to `subscriptions/{id}`, signed out, with the server's time unless told. */
    async function commit(options: {
      email?: string;
      topic?: string;
      id?: string;
      extra?: Record<string, unknown>;
      serverTime?: boolean;
      mustNotExist?: boolean;
    }): Promise<{ status: number; grpcStatus: string }> {
      const email = options.email ?? EMAIL;
      const topic = options.topic ?? 'newsletter';
      const write = {
        update: {
          name: `${documents}/subscriptions/${options.id ?? idOf(email, topic)}`,
          fields: {
            email: { stringValue: email },
            topic: { stringValue: topic },
            ...options.extra,
          },
        },
        updateTransforms:
          options.serverTime === false
            ? []
            : [{ fieldPath: 'subscribedAt', setToServerValue: 'REQUEST_TIME' }],
        ...(options.mustNotExist === false ? {} : { currentDocument: { exists: false } }),
      };
      const response = await fetch(`${origin()}/v1/${documents}:commit`, {
        method: 'POST',
        body: JSON.stringify({ writes: [write] }),
      });
      const body = (await response.json()) as { error?: { status?: string } };
      return { status: response.status, grpcStatus: body.error?.status ?? 'OK' };
    }

    beforeAll(async () => {
      const rut = await import('@firebase/rules-unit-testing');
      assertSucceeds = rut.assertSucceeds;
      assertFails = rut.assertFails;
      testEnv = await rut.initializeTestEnvironment({
        projectId: PROJECT,
        firestore: { rules: readRepoFile('firestore.rules'), ...probe.address },
      });
    });
    afterEach(() => testEnv.clearFirestore());
    afterAll(() => testEnv.cleanup());

    describe('create subscriptions/{id}', () => {
      it('allows a signed-out visitor, with the derived id and the server time', async () => {
        expect(await commit({})).toEqual({ status: 200, grpcStatus: 'OK' });
      });
      it('allows an address of exactly 254 characters', async () => {
        expect((await commit({ email: `${'a'.repeat(242)}@example.com` })).status).toBe(200);
      });
      it('answers a repeat that must not exist with ALREADY_EXISTS, not a refusal', async () => {
        await commit({});
        expect(await commit({})).toEqual({ status: 409, grpcStatus: 'ALREADY_EXISTS' });
      });
      it('denies a repeat without that precondition, which would be an update', async () => {
        await commit({});
        expect((await commit({ mustNotExist: false })).grpcStatus).toBe('PERMISSION_DENIED');
      });
      it('denies an id that is not the hash of topic:email', async () => {
        expect((await commit({ id: 'my-own-id' })).grpcStatus).toBe('PERMISSION_DENIED');
      });
      it('denies an address with capitals, of the wrong shape, or over 254 characters', async () => {
        for (const email of [
          'Asha@example.com',
          'asha@example',
          `${'a'.repeat(243)}@example.com`,
        ]) {
          expect((await commit({ email })).grpcStatus).toBe('PERMISSION_DENIED');
        }
      });
      it('denies an unknown topic, a stray key and a time the client chose', async () => {
        expect((await commit({ topic: 'weekly' })).grpcStatus).toBe('PERMISSION_DENIED');
        expect((await commit({ extra: { admin: { booleanValue: true } } })).grpcStatus).toBe(
          'PERMISSION_DENIED',
        );
        expect(
          (
            await commit({
              serverTime: false,
              extra: { subscribedAt: { timestampValue: new Date().toISOString() } },
            })
          ).grpcStatus,
        ).toBe('PERMISSION_DENIED');
      });
    });

    describe('the adapter on these rules', () => {
      it('subscribes, and resolves again for the same address in another case', async () => {
        const service = createSubscriptionService({
          projectId: PROJECT,
          emulator: probe.address ?? undefined,
        });
        await service.subscribe(EMAIL, 'next-edition');
        await expect(
          service.subscribe(EMAIL.toUpperCase(), 'next-edition'),
        ).resolves.toBeUndefined();
      });
    });

    describe('read, list, update and delete', () => {
      const path = `subscriptions/${idOf(EMAIL, 'newsletter')}`;
      it('denies all of them, signed out and signed in', async () => {
        await commit({});
        for (const uid of [null, 'alice']) {
          const db = as(uid).firestore();
          await assertFails(db.doc(path).get());
          await assertFails(db.collection('subscriptions').get());
          await assertFails(db.doc(path).update({ topic: 'next-edition' }));
          await assertFails(db.doc(path).delete());
        }
        // The document is still there: the rules, not its absence, refused those.
        await testEnv.withSecurityRulesDisabled(async (context) => {
          await assertSucceeds(context.firestore().doc(path).get());
        });
      });
    });
  },
);
