import { EXAM, formatRupees } from '@apex/core';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import styles from './LiveBanner.module.css';

/** "Test Is Live": the old price struck through and the free offer (spec section 2). */
export function LiveBanner() {
  return (
    <div className={styles.banner}>
      <h2 className={styles.heading}>
        <span className={styles.pulse} aria-hidden="true" />
        Test Is Live
      </h2>
      <p className={styles.price}>
        <s className={styles.old}>
          <VisuallyHidden>Was </VisuallyHidden>
          {formatRupees(EXAM.originalPriceRupees)}
        </s>
        <strong className={styles.free}>Free For All</strong>
        <span>
          until {EXAM.freeUntil.month} {EXAM.freeUntil.year}
        </span>
      </p>
    </div>
  );
}
