import type { OrganiserAttemptService } from '@apex/auth-port';
import type { User } from 'firebase/auth';
import type { CallFunction } from './callables.ts';
import { backendErrorFor, toBackendError } from './errors.ts';

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
  async function requireOrganiser(): Promise<void> {
    const user = await signedInUser();
    let organiser = false;
    try {
      organiser = (await user.getIdTokenResult()).claims.organiser === true;
    } catch (error) {
      throw toBackendError(error, 'organiser');
    }
    if (!organiser) throw backendErrorFor('organiser/permission-denied');
  }

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
