import { useMessages } from '../../hooks/useMessages.ts';
import styles from './organiser.module.css';

export interface PagerProps {
  /** "Showing 1–25 of 29", or the page's number; shown beside the buttons once rows are. */
  readonly range: string | null;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
}

/** Previous and Next for a table read a page at a time through the port's cursors. */
export function Pager({ range, hasPrevious, hasNext, onPrevious, onNext }: PagerProps) {
  const text = useMessages().organiserConsole;
  return (
    <div className={styles.actions}>
      {range !== null && <p className={styles.hint}>{range}</p>}
      <button
        type="button"
        className={styles.secondary}
        disabled={!hasPrevious}
        onClick={onPrevious}
      >
        {text.previousPage}
      </button>
      <button type="button" className={styles.secondary} disabled={!hasNext} onClick={onNext}>
        {text.nextPage}
      </button>
    </div>
  );
}
