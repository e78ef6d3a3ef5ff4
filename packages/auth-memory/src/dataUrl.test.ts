// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { toDataUrl } from './dataUrl.ts';

function decode(url: string): number[] {
  const base64 = url.slice(url.indexOf(',') + 1);
  return Array.from(atob(base64), (char) => char.charCodeAt(0));
}

describe('toDataUrl', () => {
  it('carries the bytes and type of a jsdom Blob, as the UI tests upload', async () => {
    const bytes = [0x89, 0x50, 0x4e, 0x47, 0, 255, 128];

    const url = await toDataUrl(
      new Blob([new Uint8Array(bytes)], { type: 'image/png' }),
      'image/png',
    );

    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(decode(url)).toEqual(bytes);
  });

  it('handles files larger than one encoding chunk', async () => {
    const bytes = Array.from({ length: 0x8000 * 2 + 5 }, (_, index) => index % 251);

    const url = await toDataUrl(
      new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }),
      'image/jpeg',
    );

    expect(decode(url)).toEqual(bytes);
  });
});
