/** The router state /edit-profile hands to / after deleting the account, so / can say so. */
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

export function isAccountDeletedState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'accountDeleted' in state;
}
