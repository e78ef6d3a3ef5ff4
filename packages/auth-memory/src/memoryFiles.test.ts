import { describe, expect, it } from 'vitest';
import { createMemoryBackend } from './createMemoryBackend.ts';

async function signedIn() {
  const backend = createMemoryBackend();
  const user = await backend.auth.createAccount('asha@example.com', 'Secret#123');
  return { backend, uid: user.uid };
}

const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

describe('memory pictures, beyond the shared contract', () => {
  it('serves a picture as a data: URL of its own type', async () => {
    const { backend, uid } = await signedIn();

    const url = await backend.files.uploadProfilePicture(uid, png(), 'avatar.png');

    expect(url).toBe('data:image/png;base64,iVBORw==');
  });

  it.each(['', 'nested/avatar.png'])(
    'refuses the file name %j, outside the owner’s folder',
    async (name) => {
      const { backend, uid } = await signedIn();

      await expect(backend.files.uploadProfilePicture(uid, png(), name)).rejects.toMatchObject({
        code: 'storage/unauthorized',
      });
    },
  );

  it('reports a file that cannot be read as an unknown BackendError with the reason', async () => {
    const { backend, uid } = await signedIn();
    class UnreadableBlob extends Blob {
      override arrayBuffer(): Promise<ArrayBuffer> {
        return Promise.reject(new Error('The file was moved.'));
      }
    }

    await expect(
      backend.files.uploadProfilePicture(
        uid,
        new UnreadableBlob([], { type: 'image/png' }),
        'a.png',
      ),
    ).rejects.toMatchObject({
      name: 'BackendError',
      code: 'unknown',
      message: 'The file was moved.',
    });
  });
});
