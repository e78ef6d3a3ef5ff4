import { STORED_PICTURE_MAX_BYTES } from '@apex/core';
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { announceSkip, probeEmulator } from './emulatorReachable.ts';
import { readRepoFile } from './rulesFiles.ts';

/** storage.rules on the Storage emulator's rules engine: each rule, allowed and denied. */
const probe = await probeEmulator('FIREBASE_STORAGE_EMULATOR_HOST');
announceSkip('storage.rules', probe);

const BUCKET = 'gs://demo-apex.appspot.com';
const OWNER = 'alice';
const OTHER = 'bob';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.skipIf(probe.address === null)(
  `storage.rules${probe.skipReason === null ? '' : ` (skipped: ${probe.skipReason})`}`,
  () => {
    let testEnv: RulesTestEnvironment;
    let assertSucceeds: (pr: Promise<unknown>) => Promise<unknown>;
    let assertFails: (pr: Promise<unknown>) => Promise<unknown>;
    const as = (uid: string | null): RulesTestContext =>
      uid === null ? testEnv.unauthenticatedContext() : testEnv.authenticatedContext(uid);
    const picture = (uid: string | null, path = `profile_pictures/${OWNER}/avatar`) =>
      as(uid).storage(BUCKET).ref(path);
    const put = (
      uid: string | null,
      bytes: Uint8Array = PNG,
      contentType = 'image/png',
      path?: string,
      metadata: Record<string, unknown> = {},
    ) => Promise.resolve(picture(uid, path).put(bytes, { contentType, ...metadata }));

    beforeAll(async () => {
      const rut = await import('@firebase/rules-unit-testing');
      assertSucceeds = rut.assertSucceeds;
      assertFails = rut.assertFails;
      testEnv = await rut.initializeTestEnvironment({
        projectId: 'demo-apex',
        storage: { rules: readRepoFile('storage.rules'), ...probe.address },
      });
    });
    afterEach(() => testEnv.clearStorage());
    afterAll(() => testEnv.cleanup());

    async function seed() {
      await testEnv.withSecurityRulesDisabled(async (context) => {
        await context
          .storage(BUCKET)
          .ref(`profile_pictures/${OWNER}/avatar`)
          .put(PNG, { contentType: 'image/png' });
      });
    }

    describe('write profile_pictures/{uid}/avatar', () => {
      it('allows the owner to upload an image', async () => {
        await assertSucceeds(put(OWNER));
      });
      it('allows the owner to replace it', async () => {
        await seed();
        await assertSucceeds(put(OWNER, PNG, 'image/webp'));
      });
      it('allows an image of exactly 5 MB', async () => {
        await assertSucceeds(put(OWNER, new Uint8Array(STORED_PICTURE_MAX_BYTES)));
      });
      it('denies another user', async () => {
        await assertFails(put(OTHER));
      });
      it('denies a signed-out visitor', async () => {
        await assertFails(put(null));
      });
      it('denies a file that is not an image', async () => {
        await assertFails(put(OWNER, PNG, 'text/html'));
      });
      it('denies an SVG, which can carry script', async () => {
        await assertFails(put(OWNER, PNG, 'image/svg+xml'));
      });
      it('allows JPEG and WebP, and denies other image types', async () => {
        await assertSucceeds(put(OWNER, PNG, 'image/jpeg'));
        await assertSucceeds(put(OWNER, PNG, 'image/webp'));
        await assertFails(put(OWNER, PNG, 'image/gif'));
        await assertFails(put(OWNER, PNG, 'image/heic'));
      });
      it('denies custom metadata, a download disposition and a content encoding', async () => {
        await assertFails(put(OWNER, PNG, 'image/png', undefined, { customMetadata: { a: 'b' } }));
        await assertFails(
          put(OWNER, PNG, 'image/png', undefined, { contentDisposition: 'attachment' }),
        );
        await assertFails(put(OWNER, PNG, 'image/png', undefined, { contentEncoding: 'gzip' }));
      });
      it('allows the default inline disposition', async () => {
        await assertSucceeds(
          put(OWNER, PNG, 'image/png', undefined, { contentDisposition: 'inline' }),
        );
      });
      it('denies an image over 1 MB (a re-encoded 512 px picture is far less)', async () => {
        await assertFails(put(OWNER, new Uint8Array(STORED_PICTURE_MAX_BYTES + 1)));
      });
      it('denies any other name, a deeper path, or outside profile_pictures', async () => {
        await assertFails(put(OWNER, PNG, 'image/png', `profile_pictures/${OWNER}/me.png`));
        await assertFails(put(OWNER, PNG, 'image/png', `profile_pictures/${OWNER}/avatar/b`));
        await assertFails(put(OWNER, PNG, 'image/png', `uploads/${OWNER}/avatar`));
      });
    });

    describe('read profile_pictures/{uid}/avatar', () => {
      it('allows the owner (getDownloadURL reads the metadata)', async () => {
        await seed();
        await assertSucceeds(picture(OWNER).getMetadata());
      });
      it('denies another user', async () => {
        await seed();
        await assertFails(picture(OTHER).getMetadata());
      });
      it('denies a signed-out visitor', async () => {
        await seed();
        await assertFails(picture(null).getMetadata());
      });
    });

    describe('delete profile_pictures/{uid}/avatar', () => {
      it('allows the owner (deleting the account)', async () => {
        await seed();
        await assertSucceeds(picture(OWNER).delete());
      });
      it('denies another user and a signed-out visitor', async () => {
        await seed();
        await assertFails(picture(OTHER).delete());
        await assertFails(picture(null).delete());
      });
    });
  },
);
