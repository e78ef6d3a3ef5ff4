/** The window event that opens the development mailbox (issue 43), from anywhere on the page. */
export const DEV_MAILBOX_EVENT = 'apex:open-dev-mailbox';

/** Opens the development mailbox; does nothing where it is not mounted (production builds). */
export function openDevMailbox(): void {
  window.dispatchEvent(new Event(DEV_MAILBOX_EVENT));
}
