/**
 * What the app keeps of a visitor's personal data in this browser, and its removal when they sign
 * out or another account signs in (issue 30, shared devices: the next person at a cyber café's
 * tab must see none of it). Any new key holding personal data is listed here.
 */

/** The registration form's draft (features/registration/registrationDraft.ts). */
export const REGISTRATION_DRAFT_KEY = 'apex:registration-draft';

/**
 * Every storage key that holds a visitor's personal data. The draft is in localStorage, so it
 * outlives a browser restart (issue 39); it is removed from both stores, so a draft an older
 * version kept in sessionStorage goes too.
 */
const PERSONAL_KEYS: readonly string[] = [REGISTRATION_DRAFT_KEY];

/** Forgets every draft and cached personal datum the app keeps in this browser. Never throws. */
export function clearPersonalData(): void {
  for (const key of PERSONAL_KEYS) {
    for (const store of ['localStorage', 'sessionStorage'] as const) {
      try {
        window[store].removeItem(key);
      } catch {
        // Storage blocked: nothing was kept.
      }
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
