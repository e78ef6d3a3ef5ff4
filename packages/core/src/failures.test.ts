import { describe, expect, it } from 'vitest';
import { FAILURE_MESSAGES } from './failures.ts';

describe('FAILURE_MESSAGES', () => {
  it('gives every failure its own sentence that ends in a full stop', () => {
    const messages = Object.values(FAILURE_MESSAGES);
    expect(new Set(messages).size).toBe(messages.length);
    for (const message of messages) expect(message).toMatch(/^[A-Z].*\.$/);
  });

  it('tells the user a failed save kept their edits', () => {
    expect(FAILURE_MESSAGES.profileSave).toContain('Your edits are still here');
  });
});
