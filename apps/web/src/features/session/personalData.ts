/**
 * What the app keeps of a visitor's personal data in this browser, and its removal when they sign
 * out or another account signs in (issue 30, shared devices: the next person at a cyber café's
 * tab must see none of it). Any new key holding personal data is listed here.
 */

/** The registration form's draft (features/registration/registrationDraft.ts). */
export const REGISTRATION_DRAFT_KEY = 'apex:registration-draft';

/** Every sessionStorage key that holds a visitor's personal data. */
const PERSONAL_SESSION_KEYS: readonly string[] = [REGISTRATION_DRAFT_KEY];

/** Forgets every draft and cached personal datum the app keeps in this tab. Never throws. */
export function clearPersonalData(): void {
  for (const key of PERSONAL_SESSION_KEYS) {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Storage blocked: nothing was kept.
    }
  }
}

/**
 * Whether the step from the account `previous` (undefined: no report yet; null: signed out) to
 * `next` ends someone's session in this tab: a sign-out, or another account signing in. A visitor
 * who typed while signed out and then signs in keeps what they typed (the draft's purpose).
 */
export function endsASession(previous: string | null | undefined, next: string | null): boolean {
  return typeof previous === 'string' && previous !== next;
}
