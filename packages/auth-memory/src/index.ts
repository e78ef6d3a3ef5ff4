export { createMemoryBackend } from './createMemoryBackend.ts';
export type { DemoAccount } from './demoAccounts.ts';
export { DEFAULT_GOOGLE_ACCOUNT, DEMO_ACCOUNTS } from './demoAccounts.ts';
export { DEVELOPMENT_CREDENTIAL_KEY } from './developmentCredentialKey.ts';
export type { MailboxKind, MailboxMail } from './mailbox.ts';
export type {
  ConsentMail,
  MemoryBackend,
  MemoryBackendControls,
  MemoryBackendOptions,
  MemoryGoogleAccount,
  MemoryOperation,
  MemoryPaperServer,
  PasswordResetMail,
  StoredSubscription,
  VerificationMail,
} from './types.ts';
