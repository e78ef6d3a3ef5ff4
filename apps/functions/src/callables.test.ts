import { HttpsError } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { asCallable, fieldOf, textField } from './callables.ts';
import { GuardianError } from './guardianErrors.ts';
import { SubscriptionError } from './subscriptionErrors.ts';

describe('callables', () => {
  it.each([
    ['guardian/link-unknown', 'not-found'],
    ['guardian/link-expired', 'failed-precondition'],
    ['guardian/link-used', 'failed-precondition'],
    ['guardian/resend-limit', 'resource-exhausted'],
  ] as const)('send %s to the client as details.code (status %s)', async (code, status) => {
    const error = await asCallable(() => Promise.reject(new GuardianError(code))).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpsError);
    expect(error).toMatchObject({ code: status, details: { code } });
  });

  it.each([
    ['subscription/invalid-email', 'invalid-argument'],
    ['subscription/invalid-topic', 'invalid-argument'],
    ['subscription/rate-limited', 'resource-exhausted'],
    ['subscription/link-unknown', 'not-found'],
    ['subscription/link-expired', 'failed-precondition'],
    ['subscription/link-used', 'failed-precondition'],
  ] as const)('send %s to the client as details.code (status %s)', async (code, status) => {
    const error = await asCallable(() => Promise.reject(new SubscriptionError(code))).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ code: status, details: { code } });
  });

  it('pass other failures on unchanged, and answers through', async () => {
    const failure = new Error('boom');
    await expect(asCallable(() => Promise.reject(failure))).rejects.toBe(failure);
    await expect(asCallable(() => Promise.resolve(1))).resolves.toBe(1);
  });

  it('refuse a missing or non-text field as invalid-argument', () => {
    expect(textField({ token: 'abc' }, 'token')).toBe('abc');
    for (const data of [{}, { token: 7 }, { token: '' }, null, 'token']) {
      expect(() => textField(data, 'token')).toThrow(HttpsError);
    }
  });

  it('pass any field on as it is, for the link rules to judge', () => {
    expect(fieldOf({ token: 7 }, 'token')).toBe(7);
    expect(fieldOf({}, 'token')).toBeUndefined();
    expect(fieldOf('token', 'token')).toBeUndefined();
  });
});
