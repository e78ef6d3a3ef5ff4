/**
 * The server's decisions: what the server does, as pure functions of stored data, the event and
 * the time. No I/O, no SDK: apps/functions runs them over Firestore, @apex/auth-memory over its
 * in-memory state (docs/architecture.md, "The server package and its two shells").
 */
export {
  type ConsentLogEntry,
  type ConsentLogKind,
  type ConsentMethod,
  consentLogEntry,
} from './consent/consentLog.ts';
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
  type ConsentDecision,
  decideConsent,
  type GuardianAction,
  type GuardianFields,
  guardianActionFor,
} from './consent/registrationWritten.ts';
export { decideResend, type ResendDecision, resendsToday } from './consent/resend.ts';
export { base64Url, sha256Hex } from './hashes.ts';
export { isRegistrationOpen } from './registration/window.ts';
export {
  CERTIFICATE_ID_BYTES,
  certificateIdFrom,
  type PublishWrite,
  planPublish,
  publishRunRefusal,
  RUN_LEASE_MS,
} from './results/publish.ts';
export {
  hasIndexFields,
  REGISTRATION_INDEX_FIELDS,
  type RegistrationIndexFields,
  registrationIndexFields,
  SEARCH_PREFIX_MAX,
  searchTermsOf,
  searchText,
} from './results/registrationIndexFields.ts';
export {
  type Achievement,
  type CertificateDocument,
  certificateOf,
  type PlannedResult,
  type PublishRow,
  type ResultDocument,
  resultMailOf,
  resultsOf,
  sameResult,
} from './results/resultDocuments.ts';
export { expiredEditionIds, registrationsPastRetention } from './retention/retention.ts';
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
export { callerId, subscriberId } from './subscriptions/subscriberKey.ts';
