import { createMemoryBackend } from '@apex/auth-memory';
import type { Backend } from '@apex/auth-port';
import { describe, expect, it } from 'vitest';
import { devMailboxOf } from './devMailbox.ts';

describe('devMailboxOf', () => {
  it("verifies the address with the memory backend's newest verification mail", async () => {
    const backend = createMemoryBackend();
    await backend.auth.createAccount('Asha@Example.com', 'Secret@123');
    const mailbox = devMailboxOf(backend);

    expect(await mailbox?.openVerificationMail('Asha@Example.com')).toBe(true);
    expect((await backend.auth.reloadUser())?.emailVerified).toBe(true);
  });

  it('answers false when no verification mail went to the address', async () => {
    const backend = createMemoryBackend();
    expect(await devMailboxOf(backend)?.openVerificationMail('nobody@example.com')).toBe(false);
  });

  it('is absent for a backend without an outbox, and before a backend has loaded', () => {
    const { controls: _controls, ...plain } = createMemoryBackend();
    const other: Backend = plain;
    expect(devMailboxOf(other)).toBeUndefined();
    expect(devMailboxOf(undefined)).toBeUndefined();
  });
});
