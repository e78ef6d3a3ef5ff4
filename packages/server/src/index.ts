/**
 * The server's decisions: what the server does, as pure functions of stored data, the event and
 * the time. No I/O, no SDK: apps/functions runs them over Firestore, @apex/auth-memory over its
 * in-memory state (docs/architecture.md, "The server package and its two shells").
 */
export { closeAttempt, isOverdue } from './attempts/close.ts';
export {
  type AttemptGrants,
  type AttemptState,
  attemptState,
  batchWindow,
  decideExtraTime,
  decideReopen,
  type GrantDecision,
  type GrantRefusal,
  isFinished,
  NO_GRANTS,
} from './attempts/grants.ts';
export {
  EXTRA_TIME_MAX_MINUTES,
  EXTRA_TIME_MIN_MINUTES,
  GRANT_REASON_MAX_LENGTH,
  REOPEN_MIN_MINUTES,
} from './attempts/limits.ts';
export {
  ANSWER_MAX_LENGTH,
  type AnswerBatch,
  decideSave,
  fitsItem,
  type SaveDecision,
  type SaveRefusal,
} from './attempts/save.ts';
export {
  attemptPaper,
  decideStart,
  isDuringBatch,
  type StartDecision,
  type StartFacts,
  type StartRefusal,
} from './attempts/start.ts';
export { ATTEMPT_GRACE_MS, attemptDeadline, attemptIdOf, isPastGrace } from './attempts/timing.ts';
export type {
  AttemptAnswers,
  AttemptRecord,
  AttemptStatus,
  ClosedAttempt,
  ClosedBy,
} from './attempts/types.ts';
export {
  type AccountAgeView,
  type AccountConsentMethod,
  type AccountLogEntry,
  type AgeDecision,
  type AgeHold,
  accountLogEntry,
  ageHold,
  decideAgeDeclaration,
  isDeclaredAdult,
  type ParentTokenRecord,
  unconfirmedAccountsPastLink,
} from './consent/accountAge.ts';
export {
  type ConsentLogEntry,
  type ConsentLogKind,
  type ConsentMethod,
  consentLogEntry,
} from './consent/consentLog.ts';
export {
  decideGuardianConfirmation,
  type GuardianConfirmation,
} from './consent/guardianConfirmation.ts';
export {
  type GuardianLinkRefusal,
  type GuardianRequest,
  type GuardianToken,
  type GuardianTokenRecord,
  guardianLinkRefusal,
  guardianRequest,
  guardianTokenFrom,
  guardianTokenId,
} from './consent/guardianLink.ts';
export {
  type DayCount,
  decideGuardianMail,
  type GuardianMailDecision,
  type GuardianMailLimitCode,
  guardianMailCounterKeys,
  type StoredGuardianMailCounts,
} from './consent/guardianMailLimit.ts';
export {
  firstNameOf,
  type GuardianRequestDescription,
  guardianRequestDescription,
} from './consent/guardianView.ts';
export { type MailDocument, type MailKind, mailDocument, mailFacts } from './consent/mail.ts';
export {
  decideManageWithdrawal,
  type ManageDescription,
  type ManageGrant,
  type ManageTokenRecord,
  type ManageWithdrawal,
  manageDescription,
  manageGrant,
  manageLinkRefusal,
} from './consent/manageLink.ts';
export type { Account, ConsentRegistration } from './consent/registration.ts';
export {
  type RegistrationEnd,
  type RegistrationEndReason,
  registrationEndOf,
} from './consent/registrationEnd.ts';
export {
  type ConsentDecision,
  decideConsent,
  type GuardianAction,
  type GuardianEmailDecision,
  type GuardianFields,
  guardianActionFor,
  isSameChild,
  type LimitedGuardianEmail,
  limitGuardianEmail,
} from './consent/registrationWritten.ts';
export { decideResend, type ResendDecision, resendsToday } from './consent/resend.ts';
export {
  type PendingView,
  UNCONFIRMED_KEPT_MS,
  unconfirmedCutoff,
  unconfirmedDeletionLog,
  unconfirmedPastLink,
} from './consent/unconfirmed.ts';
export { SEARCH_PREFIX_MAX, searchQueryTerm, searchText } from './contract/searchQuery.ts';
export { gradeStandings } from './gradeStandings.ts';
export { base64Url, sha256Hex } from './hashes.ts';
export {
  mayBeGrantedOrganiser,
  ORGANISER_AUDIT,
  ORGANISER_AUDIT_ACTIONS,
  ORGANISER_REVOCATIONS,
  type OrganiserAuditAction,
  type OrganiserAuditFields,
  organiserAuditEntry,
  organiserCallRefusal,
  publishAuditEntries,
} from './organiser/audit.ts';
export { type ItemAnalysisReport, itemAnalysisReport } from './papers/itemAnalysisReport.ts';
export { isRegistrationOpen } from './registration/window.ts';
export {
  type AttemptForResults,
  type AttemptResults,
  attemptPublishRows,
  attemptResults,
  attemptScorePercent,
  itemAnalysisRefusal,
  type RegisteredForResults,
} from './results/attemptResults.ts';
export {
  CREDENTIAL_STATUS,
  drawStatusPositions,
  isIssuedStatusList,
  revokedIndexesOf,
  STATUS_COUNTER,
  statusToRevoke,
  storedStatusOf,
} from './results/credentialStatus.ts';
export {
  PROGRESS_WRITE_EVERY_MS,
  type ProgressThrottle,
  progressThrottle,
} from './results/progressThrottle.ts';
export {
  CERTIFICATE_ID_BYTES,
  certificateChange,
  certificateIdFrom,
  type PublishOutcome,
  type PublishWrite,
  planPublish,
  publishOutcome,
  publishRunRefusal,
  RUN_LEASE_MS,
} from './results/publish.ts';
export {
  hasIndexFields,
  REGISTRATION_INDEX_FIELDS,
  type RegistrationIndexFields,
  registrationIndexFields,
} from './results/registrationIndexFields.ts';
export {
  type Achievement,
  type CertificateDocument,
  certificateOf,
  isWithdrawnCertificate,
  type PlannedResult,
  type PublishRow,
  type ResultDocument,
  resultMailOf,
  resultsOf,
  sameResult,
  withdrawnCertificateOf,
} from './results/resultDocuments.ts';
export { expiredEditionIds, registrationsPastRetention } from './retention/retention.ts';
export {
  matchesSearch,
  SEARCH_WORDS_MAX,
  type SearchSources,
  searchSourcesOf,
  searchTokensOf,
} from './searchTokens.ts';
export {
  callerDecision,
  callsThisHour,
  confirmationExpiresAt,
  mayMailConfirmation,
  recentConfirmations,
  type SentConfirmation,
} from './subscriptions/limits.ts';
export {
  type ListMailDocument,
  listMailDocument,
  listUnsubscribeHeaders,
  ONE_CLICK_PATH,
  oneClickUnsubscribeLink,
  subscriptionPageLink,
} from './subscriptions/mail.ts';
export {
  confirmLinkRefusal,
  decideSubscribe,
  type SubscribeDecision,
  type SubscriptionLinkRecord,
  type SubscriptionLinkRefusal,
} from './subscriptions/subscribe.ts';
export { callerAddress, callerId, subscriberId } from './subscriptions/subscriberKey.ts';
