import styles from './FormNotice.module.css';
import type { Notice } from './notice.ts';

/**
 * The polite region is always in the page, so a success added later is announced; an error gets
 * its own red box with role="alert".
 */
export function FormNotice({ notice, errorId }: { notice: Notice | null; errorId: string }) {
  const polite = notice && notice.tone !== 'error' ? notice : null;
  return (
    <>
      <div role="status" aria-live="polite" className={styles.region}>
        {polite && <p className={styles[polite.tone]}>{polite.message}</p>}
      </div>
      {notice?.tone === 'error' && (
        <p id={errorId} role="alert" className={styles.error}>
          {notice.message}
        </p>
      )}
    </>
  );
}
