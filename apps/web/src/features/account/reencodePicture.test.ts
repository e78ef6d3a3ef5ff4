import { describe, expect, it, vi } from 'vitest';
import type { Size } from './fitWithin.ts';
import { readPreview } from './readPreview.ts';
import {
  type DecodedPicture,
  type PictureCodec,
  PictureUnreadableError,
  reencodePicture,
} from './reencodePicture.ts';

/** A codec that "decodes" to `size` and "encodes" to a blob of the type asked (or `writes`). */
function fakeCodec(size: Size | null, writes?: string) {
  const close = vi.fn();
  const encode = vi.fn(
    async (_picture: DecodedPicture, target: Size, type: string): Promise<Blob | null> =>
      new Blob([`${target.width}x${target.height}`], { type: writes ?? type }),
  );
  const codec: PictureCodec = {
    decode: async () => (size === null ? null : { ...size, close }),
    encode,
  };
  return { codec, encode, close };
}

const chosen = (type: string, name = 'me.jpg') => new File(['original bytes'], name, { type });

describe('reencodePicture', () => {
  it('re-encodes a picture that already fits, so none of the original bytes are sent', async () => {
    const { codec, encode, close } = fakeCodec({ width: 300, height: 200 });

    const result = await reencodePicture(chosen('image/jpeg'), codec, 512);

    expect(encode).toHaveBeenCalledWith(
      expect.anything(),
      { width: 300, height: 200 },
      'image/jpeg',
    );
    expect(await readPreview(result)).toBe(`data:image/jpeg;base64,${btoa('300x200')}`);
    expect(result.type).toBe('image/jpeg');
    expect(close).toHaveBeenCalled();
  });

  it('shrinks the longer side to the limit', async () => {
    const { codec, encode } = fakeCodec({ width: 4000, height: 3000 });

    await reencodePicture(chosen('image/png', 'big.png'), codec, 512);

    expect(encode).toHaveBeenCalledWith(
      expect.anything(),
      { width: 512, height: 384 },
      'image/png',
    );
  });

  it('writes a type outside JPEG, PNG and WebP as PNG, named to match', async () => {
    const { codec } = fakeCodec({ width: 10, height: 10 });

    const result = await reencodePicture(chosen('image/gif', 'cat.gif'), codec, 512);

    expect(result.type).toBe('image/png');
    expect(result.name).toBe('cat.png');
  });

  it('accepts the PNG a browser writes when it cannot write WebP', async () => {
    const { codec } = fakeCodec({ width: 10, height: 10 }, 'image/png');

    const result = await reencodePicture(chosen('image/webp', 'a.webp'), codec, 512);

    expect(result.type).toBe('image/png');
  });

  it('refuses a file the browser cannot decode, before anything is encoded', async () => {
    const { codec, encode } = fakeCodec(null);

    await expect(reencodePicture(chosen('image/heic', 'a.heic'), codec)).rejects.toBeInstanceOf(
      PictureUnreadableError,
    );
    expect(encode).not.toHaveBeenCalled();
  });

  it('refuses when decoding throws, when encoding fails, or gives a type we do not store', async () => {
    const throwing: PictureCodec = {
      decode: () => Promise.reject(new DOMException('bad', 'InvalidStateError')),
      encode: async () => null,
    };
    await expect(reencodePicture(chosen('image/png'), throwing)).rejects.toBeInstanceOf(
      PictureUnreadableError,
    );

    const failing = fakeCodec({ width: 10, height: 10 });
    failing.encode.mockResolvedValueOnce(null);
    await expect(reencodePicture(chosen('image/png'), failing.codec)).rejects.toBeInstanceOf(
      PictureUnreadableError,
    );
    expect(failing.close).toHaveBeenCalled();

    const odd = fakeCodec({ width: 10, height: 10 }, 'image/bmp');
    await expect(reencodePicture(chosen('image/png'), odd.codec)).rejects.toBeInstanceOf(
      PictureUnreadableError,
    );
  });
});
