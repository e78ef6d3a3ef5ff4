import { useMessages } from '../../hooks/useMessages.ts';
import styles from './guardian.module.css';

export interface GuardianReadFailedProps {
  /** Why the link's page could not be read, announced at once. */
  readonly message: string;
  /** Reads again; null where the link itself is the problem and a second read cannot help. */
  readonly retry: (() => void) | null;
}

/** A guardian link's read that failed: the reason, and Try again where it may help. */
export function GuardianReadFailed({ message, retry }: GuardianReadFailedProps) {
  const words = useMessages();
  return (
    <>
      <p className={styles.alert} role="alert">
        {message}
      </p>
      {retry === null ? null : (
        <div>
          <button type="button" className={styles.confirm} onClick={retry}>
            {words.slowRead.retry}
          </button>
        </div>
      )}
    </>
  );
}
