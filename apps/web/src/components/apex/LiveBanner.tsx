import {
  closedSentence,
  EDITION_TEXT,
  type ExamStatus,
  formatMonth,
  formatRupees,
  whenSentence,
} from '@apex/core';
import type { ReactNode } from 'react';
import { useExamStatus } from '../../clock/useExamStatus.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import styles from './LiveBanner.module.css';

function heading(status: ExamStatus): string {
  if (status.phase === 'live') return EDITION_TEXT.testIsLive;
  if (status.phase === 'closed') return closedSentence(status.edition);
  return EDITION_TEXT.phaseBadge[status.phase];
}

/**
 * Where the exam stands: "Test Is Live" only while live; the old price struck through and Free
 * For All only while the offer runs (spec section 2); once closed, the notify-me form.
 */
export interface LiveBannerProps {
  /** The notify-me form the page passes in, shown when no test is open (a feature: shared components do not import features). */
  notify: ReactNode;
}

export function LiveBanner({ notify }: LiveBannerProps) {
  const status = useExamStatus();
  const { edition } = status;
  return (
    <div className={styles.banner}>
      <h2 className={styles.heading}>
        {status.phase === 'live' ? <span className={styles.pulse} aria-hidden="true" /> : null}
        {heading(status)}
      </h2>
      {status.offerRunning ? (
        <p className={styles.price}>
          <s className={styles.old}>
            <VisuallyHidden>Was </VisuallyHidden>
            {formatRupees(edition.offer.originalPriceRupees)}
          </s>
          <strong className={styles.free}>{EDITION_TEXT.freeForAll}</strong>
          <span>until {formatMonth(edition.offer.freeUntil)}</span>
        </p>
      ) : null}
      {status.phase === 'closed' ? (
        <div className={styles.notify}>
          <p className={styles.next}>{EDITION_TEXT.nextWindowAnnounced}</p>
          {notify}
        </div>
      ) : (
        <p className={styles.next}>{whenSentence(status)}</p>
      )}
    </div>
  );
}
