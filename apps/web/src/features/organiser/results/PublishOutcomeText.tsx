import type { PublishOutcome } from '@apex/auth-port';
import { useMessages } from '../../../hooks/useMessages.ts';
import styles from '../organiser.module.css';

/** What this publish did: new, corrected, unchanged and mailed now; or that nothing was new. */
export function PublishOutcomeText({ outcome }: { outcome: PublishOutcome }) {
  const text = useMessages().organiserConsole;
  const { added, corrected, unchanged, mailedNow } = outcome;
  return (
    <p className={styles.news}>
      {added + corrected === 0
        ? text.publishedNothingNew({ count: unchanged })
        : text.published({
            count: added + corrected + unchanged,
            added,
            corrected,
            unchanged,
            mailed: mailedNow,
          })}
    </p>
  );
}
