import { useState } from 'react';
import { devMailboxOf } from '../../backend/devMailbox.ts';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSessionActions } from '../session/index.ts';
import styles from './VerificationBanner.module.css';

/**
 * Development backend only: follows the verification mail the memory backend keeps in its outbox,
 * since it sends no real mail. Renders nothing on any other backend (decision A17).
 */
export function DevVerificationMail({ email }: { email: string }) {
  const handle = useBackendHandle();
  const words = useMessages();
  const { refreshUser } = useSessionActions();
  const [noMail, setNoMail] = useState(false);
  const mailbox = devMailboxOf(handle.peek());
  if (mailbox === undefined) return null;

  const open = async () => {
    const opened = await mailbox.openVerificationMail(email);
    setNoMail(!opened);
    if (opened) await refreshUser();
  };

  return (
    <div className={styles.dev}>
      <p>{words.verification.devOnly}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => void open()}>
          {words.account.devMail}
        </button>
      </div>
      {noMail && <p role="alert">{words.verification.devNoMail}</p>}
    </div>
  );
}
