import { devMailboxOf } from '../../backend/devMailbox.ts';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { DevMailboxLink } from '../devMailbox/index.ts';
import styles from './registration.module.css';

/**
 * Development backend only: the memory backend sends no real mail, so the newest mail it queued
 * for the guardian is shown here, with its link, for a tester to open as the guardian would.
 * Renders nothing on any other backend.
 */
export function DevGuardianMail({ email }: { email: string }) {
  const handle = useBackendHandle();
  const text = useMessages().guardianStatus;
  const mail = devMailboxOf(handle.peek())?.latestConsentMail(email);
  if (mail === undefined) return null;
  return (
    <div className={`${styles.devMail} ${styles.noPrint}`}>
      <p>{text.devMail({ email })}</p>
      <p>
        <strong>{mail.subject}</strong>
      </p>
      {mail.link === undefined ? null : (
        <p>
          <a href={mail.link}>{text.devOpenLink}</a>
        </p>
      )}
      <DevMailboxLink />
    </div>
  );
}
