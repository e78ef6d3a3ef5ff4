import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { type DevMail, type DevMailbox, devMailboxOf } from '../../backend/devMailbox.ts';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './DevMailboxPanel.module.css';
import { MailboxEntry } from './MailboxEntry.tsx';
import { DEV_MAILBOX_EVENT } from './openDevMailbox.ts';

/**
 * The development mailbox (issue 43): a button on every page of the development site that opens
 * a dialog listing every mail the memory backend "sent", newest first, each with its links. The
 * root layout loads it on the development server only, so no production build holds it.
 */
export default function DevMailboxPanel() {
  const words = useMessages().devMailbox;
  const handle = useBackendHandle();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [mailbox, setMailbox] = useState<DevMailbox>();
  const [mails, setMails] = useState<readonly DevMail[]>([]);

  const refresh = useCallback(async () => {
    const found = devMailboxOf(await handle.load());
    setMailbox(found);
    setMails(found?.mails ?? []);
  }, [handle]);

  const open = useCallback(() => {
    void refresh();
    if (dialog.current?.open === false) dialog.current.showModal();
  }, [refresh]);

  useEffect(() => {
    window.addEventListener(DEV_MAILBOX_EVENT, open);
    return () => window.removeEventListener(DEV_MAILBOX_EVENT, open);
  }, [open]);

  return (
    <>
      <button type="button" className={styles.dock} onClick={open}>
        {words.title}
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId}>
        <div className={styles.header}>
          <h2 id={titleId}>{words.title}</h2>
          <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
            {words.close}
          </button>
        </div>
        <p>{words.intro}</p>
        {mails.length === 0 ? (
          <p>{words.empty}</p>
        ) : (
          <ol className={styles.list}>
            {mails.map((mail) => (
              <li key={mail.id}>
                <MailboxEntry mail={mail} mailbox={mailbox} onChange={() => void refresh()} />
              </li>
            ))}
          </ol>
        )}
      </dialog>
    </>
  );
}
