import styles from './organiser.module.css';

export interface LoadFailedProps {
  /** What could not be read, announced at once. */
  readonly message: string;
  /** The button's words ("Try again"). */
  readonly retry: string;
  /** Reads again. */
  readonly onRetry: () => void;
}

/** A read of the console that failed: the message, and a button that tries again. */
export function LoadFailed({ message, retry, onRetry }: LoadFailedProps) {
  return (
    <div className={styles.actions}>
      <p role="alert" className={styles.alert}>
        {message}
      </p>
      <button type="button" className={styles.secondary} onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}
