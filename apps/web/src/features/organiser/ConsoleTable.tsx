import type { ReactNode } from 'react';
import styles from './organiser.module.css';
import { ScrollRegion } from './ScrollRegion.tsx';

export interface ConsoleTableProps {
  /** The table's caption, which names it to everyone. */
  readonly caption: string;
  /** The name of the region that scrolls it sideways: the caption unless given. */
  readonly scrollLabel?: string;
  /** At 375 px each row stacks into its cells, each labelled by its `data-label`. */
  readonly stacked?: boolean;
  /** The header row's cells (`th scope="col"`). */
  readonly head: ReactNode;
  /** The body's rows. */
  readonly children: ReactNode;
}

/** A table of the console in its own scrolling region, with its caption and a header row. */
export function ConsoleTable({
  caption,
  scrollLabel = caption,
  stacked = false,
  head,
  children,
}: ConsoleTableProps) {
  return (
    <ScrollRegion label={scrollLabel}>
      <table className={stacked ? `${styles.table} ${styles.stack}` : styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}
