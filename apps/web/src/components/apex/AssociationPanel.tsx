import paymentsArt from '../../assets/payments.svg';
import { EXAM_COPY } from '../../content/examCopy.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import styles from './AssociationPanel.module.css';

/**
 * "In association with" our payment partner. The partner's own logo goes here once we have
 * permission to use it; until then an original illustration stands in (docs/adr/0025-original-artwork-only.md).
 */
export function AssociationPanel() {
  const copy = useLocalized(EXAM_COPY);
  return (
    <div className={styles.panel}>
      <img
        className={styles.image}
        src={paymentsArt}
        width={320}
        height={200}
        loading="lazy"
        decoding="async"
        alt={copy.associationAlt}
      />
      <div className={styles.text}>
        <h3>{copy.associationTitle}</h3>
        <p>{copy.associationText}</p>
      </div>
    </div>
  );
}
