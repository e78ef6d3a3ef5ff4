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
});
