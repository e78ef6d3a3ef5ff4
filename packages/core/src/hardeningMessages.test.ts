import { describe, expect, it } from 'vitest';
import { describeError } from './errors.ts';
import { HARDENING_ERROR_CATALOGUE, PICTURE_MESSAGES } from './hardeningMessages.ts';

describe('HARDENING_ERROR_CATALOGUE', () => {
  it.each(Object.keys(HARDENING_ERROR_CATALOGUE))(
    'gives %s our words, not the service’s',
    (code) => {
      const shown = describeError(code, `raw ${code}`);
      expect(shown.message).toMatch(/^[A-Z].*\.$/);
      expect(shown.message).not.toContain(code);
    },
  );

  it('asks the user to try again after a time-out, and calls a cancel information', () => {
    expect(describeError('storage/timeout', '').message).toMatch(/try again/);
    expect(describeError('profile/timeout', '').message).toMatch(/try again/);
    expect(describeError('storage/canceled', '').tone).toBe('info');
  });

  it('words an unreadable picture as a sentence', () => {
    expect(PICTURE_MESSAGES.unreadable).toMatch(/^We could not read that picture\./);
  });
});
