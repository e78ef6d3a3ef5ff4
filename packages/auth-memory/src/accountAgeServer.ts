import type { AgeDeclaration } from '@apex/auth-port';
import {
  type AccountAgeView,
  type AgeHold,
  ageHold,
  decideAgeDeclaration,
  type GuardianToken,
  unconfirmedAccountsPastLink,
} from '@apex/server';
import { queueMail } from './consentServer.ts';
import type { MemoryState } from './state.ts';

/**
 * Who may consent (issue 38): the memory "server" hosts @apex/server's age decisions over its
 * state, in the same step as the write, as the functions do over `accountAges`, `parentTokens`
 * and the consent log. Only the reading and writing of the state is here.
 */

export function ageView(state: MemoryState, uid: string): AccountAgeView | null {
  return state.accountAges[uid] ?? null;
}

/**
 * What the account's age holds back (@apex/server's ageHold): a Google account that never
 * answered, or a child's waiting for its parent; null when nothing.
 */
export function ageHoldOf(state: MemoryState, uid: string): AgeHold {
  const google = state.accounts.find((account) => account.uid === uid)?.google === true;
  return ageHold(ageView(state, uid), google);
}

/** An account declared its age at sign-up: store it, log it, and mail a child's parent. */
export function ageDeclared(
  state: MemoryState,
  input: {
    readonly uid: string;
    readonly declaration: AgeDeclaration;
    readonly accountEmail: string;
    readonly language: 'en' | 'hi';
    readonly siteOrigin: string;
    readonly now: Date;
    readonly token: GuardianToken;
  },
): void {
  const { uid, declaration, now } = input;
  const decision = decideAgeDeclaration(input);
  state.accountAges[uid] = {
    adult: declaration.adult,
    parentEmail: declaration.adult ? null : declaration.parentEmail.trim(),
    wordingVersion: decision.log.wordingVersion,
    declaredAt: now.toISOString(),
    parentConfirmedAt: null,
  };
  state.accountLog.push({ ...decision.log, at: now.toISOString() });
  if (decision.request === null) return;
  state.parentTokens[decision.request.tokenId] = {
    uid,
    expiresAt: decision.request.tokenRecord.expiresAt.toISOString(),
    usedAt: null,
  };
  queueMail(state, decision.request.mail, now);
}

/** Forgets an account's age, its parent's links and (when given) logs why. */
export function forgetAccountAge(state: MemoryState, uid: string): void {
  delete state.accountAges[uid];
  for (const [hash, token] of Object.entries(state.parentTokens)) {
    if (token.uid === uid) delete state.parentTokens[hash];
  }
}

/**
 * The child accounts whose parent did not confirm within the link's days go, with what they held
 * (the schedule's work on Firebase), each logged.
 */
export function deleteUnconfirmedAccounts(state: MemoryState, now: Date): void {
  const links = Object.values(state.parentTokens).map((token) => ({
    uid: token.uid,
    expiresAt: new Date(token.expiresAt),
    confirmed: state.accountAges[token.uid]?.parentConfirmedAt != null,
  }));
  const going = new Set(unconfirmedAccountsPastLink(links, now));
  for (const uid of going) {
    const age = state.accountAges[uid];
    state.accountLog.push({
      uid,
      kind: 'unconfirmed-account-deletion',
      wordingVersion: age?.wordingVersion ?? '',
      language: state.accountLog.find((entry) => entry.uid === uid)?.language ?? 'en',
      at: now.toISOString(),
    });
    state.accounts = state.accounts.filter((account) => account.uid !== uid);
    delete state.profiles[uid];
    delete state.pictures[uid];
    forgetAccountAge(state, uid);
    if (state.sessionUid === uid) state.sessionUid = null;
  }
}

/** Whether anything is due for deletion now (to avoid needless writes). */
export function hasUnconfirmedPastLink(state: MemoryState, now: Date): boolean {
  return Object.values(state.parentTokens).some(
    (token) =>
      state.accountAges[token.uid]?.parentConfirmedAt == null &&
      new Date(token.expiresAt).getTime() <= now.getTime(),
  );
}
