/** Where the server keeps what it owns; firestore.rules close every one of these to clients. */

/** `editions/{editionId}/registrations/{uid}`: the client's registration, with the server's fields. */
export function registrationPath(editionId: string, uid: string): string {
  return `editions/${editionId}/registrations/${uid}`;
}

/**
 * `editions/{editionId}/registrationEnds/{uid}`: why the server deleted the account's registration
 * for its guardian (issue 38: withdrawn, declined, never confirmed), `{ reason, at, deleteAt }`.
 * Its owner reads it; a new registration, the account's deletion and retention delete it.
 */
export function registrationEndPath(editionId: string, uid: string): string {
  return `editions/${editionId}/registrationEnds/${uid}`;
}

/** One document per one-time link, named by the SHA-256 (hex) of its token. */
export const GUARDIAN_TOKENS = 'guardianTokens';

/**
 * The guardians' manage links (issue 38): one document per link a mail carried, named by the
 * SHA-256 (hex) of its token, `{ editionId, uid }`; deleted with the registration's guardian state.
 */
export const GUARDIAN_MANAGE_TOKENS = 'guardianManageTokens';

/** Append-only: every consent, confirmation, decline, withdrawal and retention deletion. */
export const CONSENT_LOG = 'consentLog';

/** The outbox the Trigger Email extension (firebase/firestore-send-email) sends from. */
export const MAIL = 'mail';

/** How many times today a registration's guardian mail was sent again, at `{editionId}:{uid}`. */
export const GUARDIAN_RESENDS = 'guardianResends';

/**
 * Guardian mails sent today per account and per address (issue 38), at @apex/server's
 * guardianMailCounterKeys: kept apart from the registration, so a new address starts nothing afresh.
 */
export const GUARDIAN_MAIL_COUNTS = 'guardianMailCounts';

/**
 * A marker the server leaves when it deletes a registration itself (decline, retention), at
 * `{editionId}:{uid}`, so the delete trigger does not log that deletion as the user's withdrawal.
 */
export const SERVER_DELETIONS = 'serverDeletions';

/** The id of a registration's documents in the server's own collections. */
export function registrationKey(editionId: string, uid: string): string {
  return `${editionId}:${uid}`;
}

/** `editions/{editionId}/results`: the published results, one per registration (issue 29). */
export function resultsPath(editionId: string): string {
  return `editions/${editionId}/results`;
}

export function resultPath(editionId: string, uid: string): string {
  return `${resultsPath(editionId)}/${uid}`;
}

/** `certificates/{id}`: publicly readable by id, never listed. */
export function certificatePath(id: string): string {
  return `certificates/${id}`;
}

/** `publishRuns/{editionId}`: the publish function's progress, organiser-readable. */
export const PUBLISH_RUNS = 'publishRuns';
/** The lists (issue 30): one document per address, named by the HMAC of the address. */
export const SUBSCRIBERS = 'subscribers';

/** The lists' confirm and unsubscribe links, named by the SHA-256 (hex) of their token. */
export const SUBSCRIPTION_TOKENS = 'subscriptionTokens';

/** How many subscribes a caller made this hour, named by a hash of its address. */
export const SUBSCRIBE_CALLERS = 'subscribeCallers';

/**
 * A deleted account's uid (issue 30): the rules refuse its ID tokens' writes from then on, so a
 * tab still signed in cannot recreate what the clean-up removed. Kept a day (TTL `expireAt`).
 */
export const DELETED_ACCOUNTS = 'deletedAccounts';

/** The age each account declared at sign-up (issue 38): the owner creates it, the server confirms. */
export const ACCOUNT_AGES = 'accountAges';

/** The one-time links mailed to an under-18 account's parent, by the SHA-256 of their token. */
export const PARENT_TOKENS = 'parentTokens';
/** `papers/{paperId}`: an uploaded paper with its answer keys (issue 40); no client reads it. */
export function paperPath(paperId: string): string {
  return `papers/${paperId}`;
}

/**
 * `editions/{editionId}/attempts/{uid}`: a registration's one attempt at the built-in test (issue
 * 40): its paper, times and status. The server writes it; its owner reads it.
 */
export function attemptPath(editionId: string, uid: string): string {
  return `editions/${editionId}/attempts/${uid}`;
}

/** `editions/{editionId}/attemptAnswers/{uid}`: the attempt's counted answers, one document. */
export function attemptAnswersPath(editionId: string, uid: string): string {
  return `editions/${editionId}/attemptAnswers/${uid}`;
}

/** `editions/{editionId}/attemptScores/{uid}`: a closed attempt's score; no candidate reads it. */
export function attemptScorePath(editionId: string, uid: string): string {
  return `editions/${editionId}/attemptScores/${uid}`;
}

/**
 * `editions/{editionId}/attemptGrants/{uid}`: what organisers granted the registration's attempt
 * (issue 40, step 5): extra minutes in all and reopens. Organisers read it; only the server writes.
 */
export function attemptGrantsPath(editionId: string, uid: string): string {
  return `editions/${editionId}/attemptGrants/${uid}`;
}

/**
 * `emulatorEditions/current`: on the emulators only, the editions the functions judge attempts by
 * (a test's edition whose batch is today); a deployed project never reads it (examEditions.ts).
 */
export const EMULATOR_EDITIONS = 'emulatorEditions/current';

/** `editions/{editionId}/assignments/{grade}`: the paper a grade's built-in test uses. */
export function assignmentPath(editionId: string, grade: number): string {
  return `editions/${editionId}/assignments/${grade}`;
}
