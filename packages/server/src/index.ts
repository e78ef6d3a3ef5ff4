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
export type { Account, ConsentRegistration } from './consent/registration.ts';
export {
  type ConsentDecision,
  decideConsent,
  type GuardianAction,
  type GuardianFields,
  guardianActionFor,
} from './consent/registrationWritten.ts';
export { decideResend, type ResendDecision, resendsToday } from './consent/resend.ts';
export { hmacSha256Hex, sha256Hex } from './hashes.ts';
