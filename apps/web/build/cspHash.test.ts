import { describe, expect, it } from 'vitest';
import { cspHash } from './cspHash.ts';

describe('cspHash', () => {
  it("writes the quoted sha256 source a browser compares an element's text with", () => {
    expect(cspHash('a{}')).toBe("'sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk='");
  });
});
