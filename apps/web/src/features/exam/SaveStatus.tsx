import { useMessages } from '../../hooks/useMessages.ts';
import styles from './exam.module.css';
import type { SaveState } from './saveQueue.ts';

/** Where the answers are: saved, on their way, or kept on this phone while offline (aria-live). */
export function SaveStatus({ state }: { readonly state: SaveState }) {
  const text = useMessages().examTest;
  return (
    <p role="status" aria-atomic="true" className={styles.save} data-state={state}>
      {text[state]}
    </p>
  );
}
