import type { OrganiserAttemptService } from '@apex/auth-port';
import type { User } from 'firebase/auth';
import type { CallFunction } from './callables.ts';
import { requireOrganiserClaim } from './organiserClaim.ts';

/**
 * The organiser's side of the attempts on Firebase (issue 40, step 5; ADR 0185): the list, extra
 * time and a reopen are the contract's callables, so the server reads a bounded page, names each
 * attempt's state by its own clock, and writes the audit log.
 */
export function createOrganiserAttemptService(
  signedInUser: () => Promise<Pick<User, 'getIdTokenResult'>>,
  call: CallFunction,
): OrganiserAttemptService {
  /** The claim is checked here first, as the console's other reads do; the callables check again. */
  const requireOrganiser = () => requireOrganiserClaim(signedInUser);

  return {
    async attempts(editionId, query) {
      await requireOrganiser();
      return call(
        'listAttempts',
        {
          editionId,
          grade: query.grade,
          batch: query.batch,
          pageSize: query.pageSize,
          ...(query.after === undefined ? {} : { after: query.after }),
        },
        'organiser/unavailable',
      );
    },

    async grantExtraTime(editionId, uid, minutes, reason) {
      await requireOrganiser();
      return call('grantExtraTime', { editionId, uid, minutes, reason }, 'organiser/unavailable');
    },

    async reopenAttempt(editionId, uid, reason) {
      await requireOrganiser();
      const { deadline } = await call(
        'reopenAttempt',
        { editionId, uid, reason },
        'organiser/unavailable',
      );
      return deadline;
    },
  };
}
