import { useMessages } from '../../hooks/useMessages.ts';
import { DEV_MAILBOX_LINK_CLASS, DEV_MAILBOX_ON } from './devOnly.ts';
import { openDevMailbox } from './openDevMailbox.ts';

/**
 * Beside every "we sent you a mail" on the development site: opens the development mailbox,
 * where the mail is (issue 43). Renders nothing in a production build.
 */
export function DevMailboxLink() {
  const words = useMessages().devMailbox;
  if (!DEV_MAILBOX_ON) return null;
  return (
    <button type="button" className={DEV_MAILBOX_LINK_CLASS} onClick={openDevMailbox}>
      {words.open}
    </button>
  );
}
