import { BACKEND_WRITE_TIMEOUT_MS } from '@apex/auth-port';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBackend } from './createMemoryBackend.ts';

async function signedIn() {
  const backend = createMemoryBackend();
  const user = await backend.auth.createAccount('asha@example.com', 'Secret#123');
  return { backend, uid: user.uid };
}

const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

afterEach(() => {
  vi.useRealTimers();
});

describe('memory pictures, beyond the shared contract', () => {
  it('serves a picture as a data: URL of its own type', async () => {
    const { backend, uid } = await signedIn();

    const url = await backend.files.uploadProfilePicture(uid, png());

    expect(url).toBe('data:image/png;base64,iVBORw==');
  });

  it('reports a file that cannot be read as an unknown BackendError with the reason', async () => {
    const { backend, uid } = await signedIn();
    class UnreadableBlob extends Blob {
      override arrayBuffer(): Promise<ArrayBuffer> {
        return Promise.reject(new Error('The file was moved.'));
      }
    }

    await expect(
      backend.files.uploadProfilePicture(uid, new UnreadableBlob([], { type: 'image/png' })),
    ).rejects.toMatchObject({
      name: 'BackendError',
      code: 'unknown',
      message: 'The file was moved.',
    });
  });

  it('cancels an upload in progress, and the cancelled picture is not kept', async () => {
    const { backend, uid } = await signedIn();
    await backend.profiles.create(uid, { username: 'Asha', email: 'asha@example.com' });
    backend.controls.setLatency(1000);
    vi.useFakeTimers();
    const controller = new AbortController();

    const upload = backend.files.uploadProfilePicture(uid, png(), { signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ code: 'storage/canceled' });
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    backend.controls.setLatency(0);

    await expect(
      backend.profiles.update(uid, { profilePicture: 'data:image/png;base64,iVBORw==' }),
    ).rejects.toMatchObject({ code: 'profile/permission-denied' });
  });

  it('gives up after the write time limit with storage/timeout', async () => {
    const { backend, uid } = await signedIn();
    backend.controls.setLatency(BACKEND_WRITE_TIMEOUT_MS * 2);
    vi.useFakeTimers();

    const upload = backend.files.uploadProfilePicture(uid, png());
    const outcome = expect(upload).rejects.toMatchObject({ code: 'storage/timeout' });
    await vi.advanceTimersByTimeAsync(BACKEND_WRITE_TIMEOUT_MS);

    await outcome;
  });
});

describe('memory profile writes', () => {
  it('give up after the write time limit with profile/timeout', async () => {
    const { backend, uid } = await signedIn();
    backend.controls.setLatency(BACKEND_WRITE_TIMEOUT_MS * 2);
    vi.useFakeTimers();

    const write = backend.profiles.create(uid, { username: 'Asha', email: 'asha@example.com' });
    const outcome = expect(write).rejects.toMatchObject({ code: 'profile/timeout' });
    await vi.advanceTimersByTimeAsync(BACKEND_WRITE_TIMEOUT_MS);

    await outcome;
  });
});
