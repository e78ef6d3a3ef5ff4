import { BackendError } from '@apex/auth-port';
import { FunctionsError } from 'firebase/functions';
import { describe, expect, it, vi } from 'vitest';
import { callableError, callThrough, type Transport } from './callables.ts';
import { createGuardianService } from './guardian.ts';
import { keptServerFields } from './registrations.ts';

const REQUEST = {
  candidateFirstName: 'Asha',
  grade: 7,
  guardianName: 'Meera Rao',
  registrantEmail: 'parent@example.com',
  editionId: '2024',
  expiresAt: '2026-12-03T06:30:00.000Z',
  language: 'hi',
};

async function codeOf(pending: Promise<unknown>): Promise<string> {
  const error = await pending.then(
    () => null,
    (caught: unknown) => caught,
  );
  return error instanceof BackendError ? error.code : String(error);
}

describe('the guardian service on Firebase', () => {
  it('describes the request from the callable’s answer, with the expiry as a Date', async () => {
    const transport = vi.fn<Transport>(async () => REQUEST);
    const request = await createGuardianService(callThrough(transport)).describe('token');
    expect(transport).toHaveBeenCalledWith(
      'describeGuardianRequest',
      { token: 'token' },
      undefined,
    );
    expect(request).toEqual({ ...REQUEST, expiresAt: new Date(REQUEST.expiresAt) });
  });

  it('keeps nothing of a full name or school an answer might carry (issue 38)', async () => {
    const leaky = { ...REQUEST, candidateName: 'Asha Rao', schoolName: 'KV 1' };
    const request = await createGuardianService(callThrough(async () => leaky)).describe('token');
    expect(request).not.toHaveProperty('candidateName');
    expect(request).not.toHaveProperty('schoolName');
  });

  it('does not believe a malformed answer', async () => {
    for (const answer of [
      { ...REQUEST, expiresAt: 'soon' },
      { ...REQUEST, language: 'fr' },
      { ...REQUEST, grade: undefined },
      null,
    ]) {
      const call = callThrough(async () => answer);
      expect(await codeOf(createGuardianService(call).describe('token'))).toBe(
        'registration/unavailable',
      );
    }
  });

  it('answers Confirm and Decline through the one callable, and refuses an empty token unasked', async () => {
    const call = vi.fn<Transport>(async () => ({ ok: true }));
    const service = createGuardianService(callThrough(call));
    await service.confirm('t1');
    await service.decline('t2');
    expect(call.mock.calls.map((args) => args[1])).toEqual([
      { token: 't1', answer: 'confirm' },
      { token: 't2', answer: 'decline' },
    ]);
    expect(await codeOf(service.describe(''))).toBe('guardian/link-unknown');
    expect(await codeOf(service.confirm(''))).toBe('guardian/link-unknown');
    expect(call).toHaveBeenCalledTimes(2);
  });
});

describe('a callable’s refusal', () => {
  it('becomes the port error the server named in details.code', () => {
    const refusal = new FunctionsError('not-found', 'guardian/link-used', {
      code: 'guardian/link-used',
    });
    expect(callableError('answerGuardianRequest', refusal, 'registration/unavailable').code).toBe(
      'guardian/link-used',
    );
  });

  it('is the fallback for anything else (an unknown code, one the callable does not list, the network)', () => {
    const odd = new FunctionsError('internal', 'INTERNAL', { code: 'not-ours' });
    const unlisted = new FunctionsError('resource-exhausted', 'subscription/rate-limited', {
      code: 'subscription/rate-limited',
    });
    const malformed = new FunctionsError('invalid-argument', 'request/invalid', {
      code: 'request/invalid',
    });
    for (const error of [odd, unlisted, malformed, new TypeError('offline')]) {
      expect(callableError('describeGuardianRequest', error, 'registration/unavailable').code).toBe(
        'registration/unavailable',
      );
    }
  });
});

describe('a save written whole', () => {
  const stored = {
    guardianEmail: 'meera@example.com',
    guardianConfirmedAt: 'at',
    guardianMethod: 'guardian-email',
    deleteAt: 'then',
    grade: 7,
  };

  it('carries the server’s fields back unchanged while the guardian’s address is the same', () => {
    expect(keptServerFields(stored, 'meera@example.com')).toEqual({
      guardianConfirmedAt: 'at',
      guardianMethod: 'guardian-email',
      deleteAt: 'then',
    });
  });

  it('leaves them out for a new address, or a first save', () => {
    expect(keptServerFields(stored, 'other@example.com')).toEqual({});
    expect(keptServerFields(undefined, 'meera@example.com')).toEqual({});
  });
});

describe('the guardian’s own page on Firebase (issue 38)', () => {
  const VIEW = {
    candidateName: 'Asha Rao',
    grade: 7,
    schoolName: 'KV 1',
    guardianName: 'Meera Rao',
    guardianEmail: 'meera@example.com',
    registrantEmail: 'parent@example.com',
    editionId: '2024',
    status: 'confirmed',
    hasResult: true,
    deleteAt: '2025-04-30T18:30:00.000Z',
    language: 'en',
  };

  it('describes by the manage token, with the deletion day as a Date', async () => {
    const transport = vi.fn<Transport>(async () => VIEW);
    const view = await createGuardianService(callThrough(transport)).describeConsent('m1');
    expect(transport).toHaveBeenCalledWith('describeGuardianConsent', { token: 'm1' }, undefined);
    expect(view).toEqual({ ...VIEW, deleteAt: new Date(VIEW.deleteAt) });
  });

  it('takes a school held back before the guardian confirmed (null) as such', async () => {
    const awaiting = {
      ...VIEW,
      candidateName: 'Asha',
      schoolName: null,
      status: 'awaiting-guardian',
    };
    const view = await createGuardianService(callThrough(async () => awaiting)).describeConsent(
      'm1',
    );
    expect(view).toMatchObject({ candidateName: 'Asha', schoolName: null });
  });

  it('withdraws by the manage token, and refuses an empty one unasked', async () => {
    const transport = vi.fn<Transport>(async () => ({ ok: true }));
    const service = createGuardianService(callThrough(transport));
    await service.withdrawConsent('m1');
    expect(transport).toHaveBeenCalledWith('withdrawGuardianConsent', { token: 'm1' }, undefined);
    expect(await codeOf(service.withdrawConsent(''))).toBe('guardian/link-unknown');
    expect(await codeOf(service.describeConsent(''))).toBe('guardian/link-unknown');
    expect(transport).toHaveBeenCalledTimes(1);
  });
});
