import { STORED_PICTURE_MAX_BYTES } from '@apex/core';
import { delay, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseTestEnvironment, rejection } from './testing/harness.ts';

/**
 * The adapter's Storage calls against the storage model, not an emulator: the Storage emulator's
 * rules runtime does not run on this machine kind (docs/adr/0110). Auth is the real Auth emulator;
 * nothing here touches Firestore. storage.rules itself is run by rules/storageRules.test.ts
 * wherever the Storage emulator can.
 */
const env = createFirebaseTestEnvironment();
beforeAll(() => env.start());
afterEach(() => env.cleanup());
afterAll(() => env.stop());

const PASSWORD = 'Secret#123';
const png = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

describe('profile pictures (storage model)', () => {
  it('stores the one picture at profile_pictures/{uid}/avatar with its content type only', async () => {
    const backend = env.createBackend();
    const { uid } = await backend.auth.createAccount('one@example.com', PASSWORD);

    await backend.files.uploadProfilePicture(uid, png());
    await backend.files.uploadProfilePicture(uid, png());

    expect([...env.storage.objects().keys()]).toEqual([`profile_pictures/${uid}/avatar`]);
  });

  it('gives up on an upload that gets no answer, with storage/timeout', async () => {
    const backend = env.createBackend({ writeTimeoutMs: 200 });
    const { uid } = await backend.auth.createAccount('slowup@example.com', PASSWORD);
    env.server.use(http.post(/firebasestorage/, () => delay('infinite')));

    const error = await rejection(backend.files.uploadProfilePicture(uid, png()));

    expect(error.code).toBe('storage/timeout');
  });

  it('cancels an upload in progress when its signal aborts, and stores nothing', async () => {
    const backend = env.createBackend();
    const { uid } = await backend.auth.createAccount('cancel@example.com', PASSWORD);
    const big = new Blob([new Uint8Array(STORED_PICTURE_MAX_BYTES)], { type: 'image/jpeg' });
    const controller = new AbortController();

    const error = await rejection(
      backend.files.uploadProfilePicture(uid, big, {
        signal: controller.signal,
        onProgress: ({ bytesTransferred }) => {
          if (bytesTransferred > 0) controller.abort();
        },
      }),
    );

    expect(error.code).toBe('storage/canceled');
    expect(env.storage.objects().size).toBe(0);
  });
});
