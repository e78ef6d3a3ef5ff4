import styles from './guardian.module.css';

/** A term and its value, as a guardian's page lists them. */
export type GuardianDetail = readonly [term: string, value: string];

/** What a guardian's page lists about a registration, a term beside its value. */
export function GuardianDetailsList({ rows }: { rows: readonly GuardianDetail[] }) {
  return (
    <dl className={styles.details}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.pair}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
