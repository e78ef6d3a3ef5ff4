import { describe, expect, it } from 'vitest';
import type { SuiteContext } from './context.ts';
import {
  DEFAULT_MAX_PICTURE_BYTES,
  expectBackendError,
  pictureBytes,
  registerSomeoneElse,
  signUp,
} from './helpers.ts';

export function describeFileCases(context: SuiteContext): void {
  const backend = () => context.backend();
  const maxBytes = context.harness.maxPictureBytes ?? DEFAULT_MAX_PICTURE_BYTES;

  describe('profile pictures', () => {
    it('uploads an image and returns a URL that serves the same bytes', async () => {
      const { user } = await signUp(backend().auth);
      const bytes = pictureBytes(1024);

      const url = await backend().files.uploadProfilePicture(
        user.uid,
        new Blob([bytes], { type: 'image/png' }),
      );

      expect(typeof url).toBe('string');
      expect(url).not.toBe('');
      const served = await context.harness.fetchBytes(url);
      expect(Array.from(served)).toEqual(Array.from(bytes));
    });

    it('serves the new bytes after a picture is replaced', async () => {
      const { user } = await signUp(backend().auth);
      const first = pictureBytes(64);
      const second = pictureBytes(96).map((byte) => 255 - byte);
      await backend().files.uploadProfilePicture(
        user.uid,
        new Blob([first], { type: 'image/png' }),
      );

      const url = await backend().files.uploadProfilePicture(
        user.uid,
        new Blob([second], { type: 'image/png' }),
      );

      expect(Array.from(await context.harness.fetchBytes(url))).toEqual(Array.from(second));
    });

    it('accepts a picture of exactly the size limit', async () => {
      const { user } = await signUp(backend().auth);

      const url = await backend().files.uploadProfilePicture(
        user.uid,
        new Blob([pictureBytes(maxBytes)], { type: 'image/jpeg' }),
      );

      expect(url).not.toBe('');
    });

    it('refuses a picture one byte over the size limit', async () => {
      const { user } = await signUp(backend().auth);

      await expectBackendError(
        backend().files.uploadProfilePicture(
          user.uid,
          new Blob([pictureBytes(maxBytes + 1)], { type: 'image/jpeg' }),
        ),
        'storage/file-too-large',
      );
    });

    it('refuses a file that is not an image', async () => {
      const { user } = await signUp(backend().auth);

      await expectBackendError(
        backend().files.uploadProfilePicture(
          user.uid,
          new Blob(['not a picture'], { type: 'text/plain' }),
        ),
        'storage/invalid-content-type',
      );
    });

    it('refuses an SVG, which can carry script when opened from its URL', async () => {
      const { user } = await signUp(backend().auth);
      const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

      await expectBackendError(
        backend().files.uploadProfilePicture(user.uid, new Blob([svg], { type: 'image/svg+xml' })),
        'storage/invalid-content-type',
      );
    });

    it('refuses a file without a content type', async () => {
      const { user } = await signUp(backend().auth);

      await expectBackendError(
        backend().files.uploadProfilePicture(user.uid, new Blob([pictureBytes(32)])),
        'storage/invalid-content-type',
      );
    });

    it("refuses to write into another user's picture folder", async () => {
      const other = await registerSomeoneElse(backend().auth);
      await signUp(backend().auth);

      await expectBackendError(
        backend().files.uploadProfilePicture(
          other.uid,
          new Blob([pictureBytes(32)], { type: 'image/png' }),
        ),
        'storage/unauthorized',
      );
    });

    it('needs a signed-in user to upload', async () => {
      const other = await registerSomeoneElse(backend().auth);

      await expectBackendError(
        backend().files.uploadProfilePicture(
          other.uid,
          new Blob([pictureBytes(32)], { type: 'image/png' }),
        ),
        'auth/unauthenticated',
      );
    });

    it.each(['image/gif', 'image/bmp', 'image/tiff'])(
      'refuses %s: only JPEG, PNG and WebP are stored',
      async (type) => {
        const { user } = await signUp(backend().auth);

        await expectBackendError(
          backend().files.uploadProfilePicture(user.uid, new Blob([pictureBytes(32)], { type })),
          'storage/invalid-content-type',
        );
      },
    );

    it('accepts WebP', async () => {
      const { user } = await signUp(backend().auth);

      const url = await backend().files.uploadProfilePicture(
        user.uid,
        new Blob([pictureBytes(32)], { type: 'image/webp' }),
      );

      expect(url).not.toBe('');
    });

    it('reports progress, ending with every byte sent', async () => {
      const { user } = await signUp(backend().auth);
      const seen: { bytesTransferred: number; totalBytes: number }[] = [];

      await backend().files.uploadProfilePicture(
        user.uid,
        new Blob([pictureBytes(2048)], { type: 'image/png' }),
        { onProgress: (progress) => seen.push(progress) },
      );

      expect(seen.length).toBeGreaterThan(0);
      expect(seen.at(-1)).toEqual({ bytesTransferred: 2048, totalBytes: 2048 });
    });

    it('refuses to start when the signal is already aborted', async () => {
      const { user } = await signUp(backend().auth);
      const controller = new AbortController();
      controller.abort();

      await expectBackendError(
        backend().files.uploadProfilePicture(
          user.uid,
          new Blob([pictureBytes(32)], { type: 'image/png' }),
          { signal: controller.signal },
        ),
        'storage/canceled',
      );
    });
  });
}
