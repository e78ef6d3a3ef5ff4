import type { ParentRequest, ParentService } from '@apex/auth-port';
import { accountLogEntry, guardianLinkRefusal, guardianTokenId } from '@apex/server';
import type { MemoryClock } from './clock.ts';
import { sweepExpired } from './memoryRegistrations.ts';
import { codeOnlyError } from './messages.ts';
import { type OperationRunner, readLimits } from './operations.ts';
import { findAccountByUid, type MemoryState, type ParentTokenRecord } from './state.ts';
import type { MemoryStore } from './store.ts';

interface OpenLink {
  readonly hash: string;
  readonly token: ParentTokenRecord;
  readonly email: string;
}

/**
 * The link's account, if it may still be confirmed: known (and its account still there), not
 * used, not expired, as @apex/server's guardianLinkRefusal decides for the guardian's link too.
 */
function openLink(state: MemoryState, token: string, now: Date): OpenLink {
  const hash = guardianTokenId(token) ?? '';
  const stored = state.parentTokens[hash];
  const account = stored && findAccountByUid(state, stored.uid);
  const link = stored && { expiresAt: new Date(stored.expiresAt), used: stored.usedAt !== null };
  const refusal = guardianLinkRefusal(link ?? null, account !== undefined, now);
  if (refusal !== null || stored === undefined || account === undefined) {
    throw codeOnlyError(refusal ?? 'guardian/link-unknown');
  }
  return { hash, token: stored, email: account.email };
}

/**
 * The parent's page for an under-18 account (issue 38), as the callables
 * `describeParentRequest` and `confirmParentRequest` serve it: no account, only the link's token.
 */
export function createMemoryParents(
  store: MemoryStore,
  runner: OperationRunner,
  clock: MemoryClock,
): ParentService {
  return {
    describe: (token) =>
      runner.run(
        'parents.describe',
        () => {
          sweepExpired(store, clock);
          const state = store.read();
          const link = openLink(state, token, clock.now());
          const language =
            state.accountLog.find((entry) => entry.uid === link.token.uid)?.language ?? 'en';
          const request: ParentRequest = {
            accountEmail: link.email,
            expiresAt: new Date(link.token.expiresAt),
            language,
          };
          return request;
        },
        readLimits('guardian/timeout'),
      ),

    confirm: (token) =>
      runner.run('parents.confirm', () => {
        sweepExpired(store, clock);
        const now = clock.now();
        store.update((state) => {
          const link = openLink(state, token, now);
          const { uid } = link.token;
          const age = state.accountAges[uid];
          state.parentTokens[link.hash] = { ...link.token, usedAt: now.toISOString() };
          if (age !== undefined) {
            state.accountAges[uid] = { ...age, parentConfirmedAt: now.toISOString() };
          }
          const language = state.accountLog.find((entry) => entry.uid === uid)?.language ?? 'en';
          state.accountLog.push({
            ...accountLogEntry(uid, 'parent-confirmation', language, 'parent-email'),
            at: now.toISOString(),
          });
        });
      }),
  };
}
