import styles from './ReservedText.module.css';

export interface ReservedTextProps {
  /** The words to show. */
  text: string;
  /** Every other text this place may show later: the space of the longest is kept from the start. */
  alternatives: readonly string[];
}

/**
 * Text that may change after the app starts (the exam's phase read on the visitor's day, decision
 * ED3) without moving what follows it: the alternatives sit in the same grid cell, invisible and
 * hidden from assistive technology, so the cell is as tall as the tallest at every width.
 */
export function ReservedText({ text, alternatives }: ReservedTextProps) {
  const others = [...new Set(alternatives)].filter((alternative) => alternative !== text);
  return (
    <span className={styles.stack}>
      <span>{text}</span>
      {others.map((other) => (
        <span key={other} className={styles.reserved} aria-hidden="true">
          {other}
        </span>
      ))}
    </span>
  );
}
