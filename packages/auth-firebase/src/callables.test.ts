import { BackendError } from '@apex/auth-port';
import { FunctionsError } from 'firebase/functions';
import { describe, expect, it, vi } from 'vitest';
import { callThrough, type Transport } from './callables.ts';

/** The adapter's calls through the contract (@apex/server/contract), over a stand-in wire. */
async function failureOf(pending: Promise<unknown>): Promise<BackendError | null> {
  return pending.then(
    () => null,
    (caught: unknown) => (caught instanceof BackendError ? caught : null),
  );
}

const ROW = { registrationNumber: 'APX-1', scorePercent: 50 };

describe('a call through the contract', () => {
  it('sends the checked request, with its deadline, and gives back the parsed answer', async () => {
    const outcome = {
      published: 1,
      certificates: 1,
      mailed: 1,
      added: 1,
      corrected: 0,
      unchanged: 0,
      mailedNow: 1,
    };
    const wire = vi.fn<Transport>(async () => outcome);
    const extra = { ...ROW, candidateName: 'Asha' };
    const answer = await callThrough(wire)(
      'publishResults',
      { editionId: '2026', rows: [extra] },
      'organiser/unavailable',
      60_000,
    );
    expect(answer).toEqual(outcome);
    // Only what the contract names crosses the network.
    expect(wire).toHaveBeenCalledWith('publishResults', { editionId: '2026', rows: [ROW] }, 60_000);
  });

  it('refuses a request the contract refuses without a call, with the code the server would give', async () => {
    const wire = vi.fn<Transport>(async () => ({ ok: true }));
    const call = callThrough(wire);
    const unknownTopic = String('weekly') as 'newsletter';
    const topic = await failureOf(
      call(
        'subscribe',
        { email: 'a@example.com', topic: unknownTopic },
        'subscription/unavailable',
      ),
    );
    expect(topic?.code).toBe('subscription/invalid-topic');
    // A malformed request has no words of its own for the UI: the service is "unavailable".
    const empty = await failureOf(
      call('withdrawCertificate', { editionId: '' }, 'certificate/unavailable'),
    );
    expect(empty?.code).toBe('certificate/unavailable');
    expect(wire).not.toHaveBeenCalled();
  });

  it('does not believe an answer outside the contract', async () => {
    const call = callThrough(async () => ({ published: '1', certificates: 1, mailed: 1 }));
    const failure = await failureOf(
      call('publishResults', { editionId: '2026', rows: [ROW] }, 'organiser/unavailable'),
    );
    expect(failure?.code).toBe('organiser/unavailable');
  });

  it('turns a refusal the callable lists into the port’s error of that code', async () => {
    const call = callThrough(async () => {
      throw new FunctionsError('failed-precondition', 'guardian/link-expired', {
        code: 'guardian/link-expired',
      });
    });
    const failure = await failureOf(
      call('answerGuardianRequest', { token: 't', answer: 'confirm' }, 'registration/unavailable'),
    );
    expect(failure?.code).toBe('guardian/link-expired');
  });
});
