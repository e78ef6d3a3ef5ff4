/**
 * Failures the spec only logs to the console. We tell the user too (docs/decisions.md, Accounts),
 * in words that say what still holds, so nobody wonders whether their typing was lost.
 */
export const FAILURE_MESSAGES = {
  logout: 'We could not log you out. Please try again.',
  profileLoad: 'We could not load your profile. Please check your connection and try again.',
  profileSave: 'We could not save your changes. Your edits are still here, so you can try again.',
  backendUnavailable:
    'We could not reach the sign-in service. Please check your connection and reload the page.',
} as const;
