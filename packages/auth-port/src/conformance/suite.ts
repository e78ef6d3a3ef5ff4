import { afterEach, beforeEach, describe, it } from 'vitest';
import type { Backend } from '../backend.ts';
import { describeAccountAgeCases } from './accountAgeCases.ts';
import { describeAccountCases } from './accountCases.ts';
import { describeAttemptCases } from './attemptCases.ts';
import { describeAttemptResultCases } from './attemptResultCases.ts';
import { describeAuditCases } from './auditCases.ts';
import { describeAuthCases } from './authCases.ts';
import { describeChildChangeCases } from './childChangeCases.ts';
import type { SuiteContext } from './context.ts';
import { describeFileCases } from './fileCases.ts';
import { describeGuardianCases } from './guardianCases.ts';
import { describeGuardianManageCases } from './guardianManageCases.ts';
import type { ConformanceHarness } from './harness.ts';
import { expectWordsByCode, takeProvokedFailures, WORDED_CODES } from './helpers.ts';
import { describeLanguageCases } from './languageCases.ts';
import { describeOrganiserAttemptCases } from './organiserAttemptCases.ts';
import { describePaperCases } from './paperCases.ts';
import { describeProfileCases } from './profileCases.ts';
import { describeProfileLimitCases } from './profileLimitCases.ts';
import { describeRegistrationCases } from './registrationCases.ts';
import { describeResultCases } from './resultCases.ts';
import { describeSubscriptionCases } from './subscriptionCases.ts';

/**
 * The contract every adapter passes: call it from a vitest test file with a harness that makes a
 * fresh, empty, signed-out backend per test. Error cases check for a `BackendError` with the exact
 * code, since the UI chooses its words by code; after each test, every failure it provoked must
 * read by its code alone (`harness.describeError`), whatever message the adapter sent.
 */
export function describeBackendConformance(name: string, harness: ConformanceHarness): void {
  const options = harness.testTimeoutMs === undefined ? {} : { timeout: harness.testTimeoutMs };

  describe(`${name} backend conformance`, options, () => {
    let current: Backend | undefined;
    const context: SuiteContext = {
      harness,
      backend() {
        if (current === undefined) throw new Error('the backend is created in beforeEach');
        return current;
      },
    };

    beforeEach(async () => {
      current = await harness.createBackend();
    }, harness.testTimeoutMs);

    afterEach(async () => {
      current = undefined;
      const provoked = takeProvokedFailures();
      await harness.cleanup?.();
      for (const error of provoked) expectWordsByCode(harness.describeError, error);
    }, harness.testTimeoutMs);

    describe('auth', () => describeAuthCases(context));
    describeProfileCases(context);
    describeFileCases(context);
    describeSubscriptionCases(context);
    describeProfileLimitCases(context);
    describeRegistrationCases(context);
    describeGuardianCases(context);
    describeAccountAgeCases(context);
    describeChildChangeCases(context);
    describeGuardianManageCases(context);
    describeResultCases(context);
    describeAuditCases(context);
    describePaperCases(context);
    describeAttemptCases(context);
    describeOrganiserAttemptCases(context);
    describeAttemptResultCases(context);
    describe('account', () => describeAccountCases(context));
    describeLanguageCases(context);
  });

  // Needs no backend, so it sits outside the hooks that make and clear one per test.
  describe(`${name} backend words`, () => {
    it.each(WORDED_CODES)('the UI has words for %s, whatever the service says', (code) => {
      expectWordsByCode(harness.describeError, { code, message: '' });
    });
  });
}
