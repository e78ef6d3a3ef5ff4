import type { GuardianService } from '@apex/auth-port';
import type { CallFunction } from './callables.ts';
import { backendErrorFor } from './errors.ts';

/**
 * The guardian's page on Firebase: the functions' callables (apps/functions), which need no
 * account; the contract checks their answers. A token that cannot be one is refused here as
 * unknown, without a call.
 */
export function createGuardianService(call: CallFunction): GuardianService {
  const answer = async (token: string, given: 'confirm' | 'decline') => {
    if (token === '') throw backendErrorFor('guardian/link-unknown');
    await call('answerGuardianRequest', { token, answer: given }, 'registration/unavailable');
  };
  return {
    async describe(token) {
      if (token === '') throw backendErrorFor('guardian/link-unknown');
      return call('describeGuardianRequest', { token }, 'registration/unavailable');
    },
    confirm: (token) => answer(token, 'confirm'),
    decline: (token) => answer(token, 'decline'),
    // The guardian's own page (issue 38), by the manage link's token.
    async describeConsent(token) {
      if (token === '') throw backendErrorFor('guardian/link-unknown');
      return call('describeGuardianConsent', { token }, 'registration/unavailable');
    },
    async withdrawConsent(token) {
      if (token === '') throw backendErrorFor('guardian/link-unknown');
      await call('withdrawGuardianConsent', { token }, 'registration/unavailable');
    },
  };
}
