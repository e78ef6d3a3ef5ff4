import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';

describe('the contract entry point', () => {
  it('names every callable the functions serve, each with a request and a response schema', () => {
    expect([...contract.CALLABLE_NAMES].sort()).toEqual([
      'answerGuardianRequest',
      'assignPaper',
      'attemptResults',
      'confirmParentRequest',
      'confirmSubscription',
      'describeGuardianConsent',
      'describeGuardianRequest',
      'describeParentRequest',
      'grantExtraTime',
      'itemAnalysis',
      'listAttempts',
      'publishFromAttempts',
      'publishResults',
      'recordExport',
      'reopenAttempt',
      'resendGuardianMail',
      'saveAnswers',
      'startAttempt',
      'submitAttempt',
      'subscribe',
      'unsubscribe',
      'uploadPaper',
      'withdrawCertificate',
      'withdrawGuardianConsent',
    ]);
    for (const name of contract.CALLABLE_NAMES) {
      expect(contract.CALLABLES[name].request.kind).toBe('schema');
      expect(contract.CALLABLES[name].response.kind).toBe('schema');
    }
  });
});
