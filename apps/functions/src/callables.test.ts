import {
  CALLABLE_NAMES,
  SERVER_ERROR_STATUS,
  type ServerErrorCode,
  ServerRefusal,
} from '@apex/server/contract';
import { type CallableRequest, HttpsError } from 'firebase-functions/https';
import { describe, expect, it, vi } from 'vitest';
import { contractCallable } from './callables.ts';

/** A call as the protocol hands it to the handler (no App Check here: `run` skips the checks). */
function callWith(data: unknown): CallableRequest<unknown> {
  const rawRequest = { ip: '192.0.2.1' } as CallableRequest['rawRequest'];
  return { data, rawRequest, acceptsStreaming: false };
}

/** The same call with a verified App Check token, consumed before or not (issue 38). */
function withAppCheck(call: CallableRequest<unknown>, alreadyConsumed: boolean) {
  const token = { iss: 'app-check', sub: 'web', aud: ['demo-apex'], exp: 0, iat: 0, app_id: 'web' };
  return { ...call, app: { appId: 'web', token, alreadyConsumed } };
}

async function failureOf(pending: Promise<unknown>): Promise<unknown> {
  return pending.then(
    () => null,
    (caught: unknown) => caught,
  );
}

describe('a contract callable', () => {
  it.each(CALLABLE_NAMES)(
    'refuses a malformed %s payload with request/invalid, and does no work',
    async (name) => {
      // Work that would fail loudly: it must never run.
      const work = vi.fn(() => Promise.reject(new Error('the work ran')));
      const served = contractCallable(name, {}, work);
      for (const data of [null, 'token', { unrelated: 1 }]) {
        const error = await failureOf(served.run(callWith(data)));
        expect(error).toBeInstanceOf(HttpsError);
        expect(error).toMatchObject({
          code: 'invalid-argument',
          message: 'request/invalid',
          details: { code: 'request/invalid' },
        });
      }
      expect(work).not.toHaveBeenCalled();
    },
  );

  it('refuses a replayed App Check token on the subscribe form before any work (issue 38)', async () => {
    const work = vi.fn(async () => ({ ok: true as const }));
    const served = contractCallable('subscribe', { enforceAppCheck: true }, work);
    const request = { email: 'asha@example.com', topic: 'newsletter' };
    const error = await failureOf(served.run(withAppCheck(callWith(request), true)));
    expect(error).toMatchObject({ details: { code: 'subscription/rate-limited' } });
    expect(work).not.toHaveBeenCalled();

    await expect(served.run(withAppCheck(callWith(request), false))).resolves.toEqual({
      ok: true,
    });
  });

  it('lets another callable run whatever its token says (none is consumed there)', async () => {
    const work = vi.fn(async () => ({ ok: true as const }));
    const served = contractCallable('withdrawCertificate', { enforceAppCheck: true }, work);
    const call = withAppCheck(callWith({ editionId: '2026' }), true);
    await expect(served.run(call)).resolves.toEqual({ ok: true });
  });

  it('refuses a field with the code its schema names (a token that is no text is unknown)', async () => {
    const work = vi.fn(async () => ({ ok: true as const }));
    const served = contractCallable('answerGuardianRequest', {}, work);
    const error = await failureOf(served.run(callWith({ token: 7, answer: 'decline' })));
    expect(error).toMatchObject({ code: 'not-found', details: { code: 'guardian/link-unknown' } });
    expect(work).not.toHaveBeenCalled();
  });

  it('gives the work the parsed request (keys the contract does not name dropped) and the call', async () => {
    const outcome = {
      published: 1,
      certificates: 1,
      mailed: 1,
      added: 1,
      corrected: 0,
      unchanged: 0,
      mailedNow: 1,
    };
    const work = vi.fn(async () => outcome);
    const served = contractCallable('publishResults', {}, work);
    const row = { registrationNumber: 'APX-1', scorePercent: 50 };
    const call = callWith({ editionId: '2026', rows: [{ ...row, uid: 'x' }], admin: true });
    await expect(served.run(call)).resolves.toEqual(outcome);
    expect(work).toHaveBeenCalledWith({ editionId: '2026', rows: [row] }, call);
  });

  it.each(Object.entries(SERVER_ERROR_STATUS) as [ServerErrorCode, string][])(
    'sends the refusal %s to the client as details.code, with status %s',
    async (code, status) => {
      const served = contractCallable('withdrawCertificate', {}, () =>
        Promise.reject(new ServerRefusal(code)),
      );
      const error = await failureOf(served.run(callWith({ editionId: '2026' })));
      expect(error).toBeInstanceOf(HttpsError);
      expect(error).toMatchObject({ code: status, details: { code } });
    },
  );

  it('passes other failures on unchanged', async () => {
    const failure = new Error('boom');
    const served = contractCallable('withdrawCertificate', {}, () => Promise.reject(failure));
    await expect(served.run(callWith({ editionId: '2026' }))).rejects.toBe(failure);
  });
});
