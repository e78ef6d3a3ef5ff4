// The development mailbox (issue 43): the link pages show beside "we sent you a mail", and the
// slot the root layout fills with the panel on the development server only.
export { DevMailboxLink } from './DevMailboxLink.tsx';
export { DevMailboxSlot } from './DevMailboxSlot.tsx';
export { DEV_MAILBOX_ON } from './devOnly.ts';
export { openDevMailbox } from './openDevMailbox.ts';
