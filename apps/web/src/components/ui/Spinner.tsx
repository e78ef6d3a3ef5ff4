import styles from './Spinner.module.css';

/** A small turning ring in the text colour, for buttons whose call is in flight; hidden from readers. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
