import { describe, expect, it } from 'vitest';
import { isKnownPage } from './knownPage.ts';

describe('isKnownPage', () => {
  it.each(['/', '/hi', '/register', '/hi/register', '/certificate/abc', '/hi/certificate/abc'])(
    'knows %s',
    (path) => {
      expect(isKnownPage(path)).toBe(true);
    },
  );

  it.each(['/nope', '/hi/nope', '/certificate', '/register/extra', '/hindi'])(
    'does not know %s',
    (path) => {
      expect(isKnownPage(path)).toBe(false);
    },
  );
});
