import {
  closedSentence,
  type ExamStatus,
  editionTextFor,
  formatMonth,
  formatRupees,
  type Locale,
  whenSentence,
} from '@apex/core';
import type { ReactNode } from 'react';
import { useExamStatus } from '../../clock/useExamStatus.ts';
import { EXAM_COPY } from '../../content/examCopy.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import styles from './LiveBanner.module.css';

function heading(status: ExamStatus, locale: Locale): string {
  if (status.phase === 'live') return editionTextFor(locale).testIsLive;
  if (status.phase === 'closed') return closedSentence(status.edition, locale);
  return editionTextFor(locale).phaseBadge[status.phase];
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
  const locale = useLocale();
  const copy = useLocalized(EXAM_COPY);
  const text = editionTextFor(locale);
  return (
    <div className={styles.banner}>
      <h2 className={styles.heading}>
        {status.phase === 'live' ? <span className={styles.pulse} aria-hidden="true" /> : null}
        {heading(status, locale)}
      </h2>
      {status.offerRunning ? (
        <p className={styles.price}>
          <s className={styles.old}>
            <VisuallyHidden>{copy.was}</VisuallyHidden>
            {formatRupees(edition.offer.originalPriceRupees)}
          </s>
          <strong className={styles.free}>{text.freeForAll}</strong>
          <span>{copy.freeUntil(formatMonth(edition.offer.freeUntil, locale))}</span>
        </p>
      ) : null}
      {status.phase === 'closed' ? (
        <div className={styles.notify}>
          <p className={styles.next}>{text.nextWindowAnnounced}</p>
          {notify}
        </div>
      ) : (
        <p className={styles.next}>{whenSentence(status, locale)}</p>
      )}
    </div>
  );
}
