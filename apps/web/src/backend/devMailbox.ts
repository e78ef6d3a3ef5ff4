import type { Backend } from '@apex/auth-port';

/**
 * The development backend's mailbox: the memory backend sends no real mail, so without this a
 * new account there could never be verified. Firebase sends real mail and has none (decision A17).
 */
export interface DevMailbox {
  /** Follows the newest verification mail sent to `email`, as its link would; false if none. */
  openVerificationMail(email: string): Promise<boolean>;
  /**
   * The newest consent mail (issue 28: the guardian's link, or the consent notice) queued to
   * `email`, compared without regard to case; undefined if none.
   */
  latestConsentMail(email: string): DevConsentMail | undefined;
  /**
   * Follows the newest change-of-address link sent to `newEmail` (issue 30), as its link would;
   * false if none.
   */
  openEmailChangeMail(newEmail: string): Promise<boolean>;
  /** Every mail sent, newest first (issue 43); none from a backend before it. */
  readonly mails: readonly DevMail[];
  /** Follows an auth mail's link (verification, change of address) by its one-time code. */
  followCode(mail: DevMail): Promise<void>;
  /** Sets a new password with a reset mail's one-time code, as Firebase's action page would. */
  resetPassword(mail: DevMail, newPassword: string): Promise<void>;
}

/** A mail as the development mailbox lists it: the memory backend's `controls.mailbox` entry. */
export interface DevMail {
  readonly id: string;
  readonly kind:
    | 'verifyEmail'
    | 'passwordReset'
    | 'changeEmail'
    | 'guardian-confirm'
    | 'consent-notice'
    | 'consent-withdrawn'
    | 'result'
    | 'result-corrected'
    | 'subscription-confirm';
  readonly to: string;
  readonly sentAt: Date;
  readonly language: string;
  readonly subject?: string;
  readonly text?: string;
  readonly links: readonly string[];
  readonly code?: string;
}

/** A consent mail as the development mailbox shows it. */
export interface DevConsentMail {
  readonly subject: string;
  readonly text: string;
  /** The guardian page's link, in a mail asking the guardian to confirm. */
  readonly link?: string;
}

/** The part of the memory backend's public `controls` the mailbox reads. */
interface VerificationControls {
  readonly verificationOutbox: readonly { readonly to: string; readonly code: string }[];
  verifyEmail(code: string): Promise<void>;
  /** The memory backend's `mail` collection (absent in a backend from before issue 28). */
  readonly consentMail?: readonly (DevConsentMail & { readonly to: string })[];
  /** The change-of-address mails (absent in a backend from before issue 30). */
  readonly emailChangeOutbox?: readonly { readonly to: string; readonly code: string }[];
  changeEmail?(code: string): Promise<void>;
  /** Every mail, newest first (absent in a backend from before issue 43). */
  readonly mailbox?: readonly DevMail[];
  completePasswordReset?(code: string, newPassword: string): Promise<void>;
}

function isVerificationControls(value: unknown): value is VerificationControls {
  return (
    typeof value === 'object' &&
    value !== null &&
    'verificationOutbox' in value &&
    Array.isArray(value.verificationOutbox) &&
    'verifyEmail' in value &&
    typeof value.verifyEmail === 'function'
  );
}

/**
 * The mailbox of a backend that keeps its mail in an outbox (the memory backend, in `pnpm dev`,
 * the tests and the memory build the end-to-end suite runs), or undefined. A Firebase build
 * answers undefined before looking, so the check is dropped from it.
 */
export function devMailboxOf(backend: Backend | undefined): DevMailbox | undefined {
  if (import.meta.env.VITE_BACKEND === 'firebase' || backend === undefined) return undefined;
  if (!('controls' in backend) || !isVerificationControls(backend.controls)) return undefined;
  const controls = backend.controls;
  return {
    async openVerificationMail(email) {
      const address = email.trim().toLowerCase();
      const mail = controls.verificationOutbox.findLast((sent) => sent.to === address);
      if (mail === undefined) return false;
      await controls.verifyEmail(mail.code);
      return true;
    },
    async openEmailChangeMail(newEmail) {
      const address = newEmail.trim().toLowerCase();
      const mail = controls.emailChangeOutbox?.findLast((sent) => sent.to === address);
      if (mail === undefined || controls.changeEmail === undefined) return false;
      await controls.changeEmail(mail.code);
      return true;
    },
    get mails() {
      return controls.mailbox ?? [];
    },
    async followCode(mail) {
      if (mail.code === undefined) return;
      if (mail.kind === 'verifyEmail') await controls.verifyEmail(mail.code);
      if (mail.kind === 'changeEmail') await controls.changeEmail?.(mail.code);
    },
    async resetPassword(mail, newPassword) {
      if (mail.kind !== 'passwordReset' || mail.code === undefined) return;
      await controls.completePasswordReset?.(mail.code, newPassword);
    },
    latestConsentMail(email) {
      const address = email.trim().toLowerCase();
      return controls.consentMail?.findLast((mail) => mail.to.toLowerCase() === address);
    },
  };
}
