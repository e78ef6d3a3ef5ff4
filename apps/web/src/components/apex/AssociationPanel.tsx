import paymentsArt from '../../assets/payments.svg';
import styles from './AssociationPanel.module.css';

/**
 * "In association with" our payment partner. The partner's own logo goes here once we have
 * permission to use it; until then an original illustration stands in (docs/decisions.md, W4).
 */
export function AssociationPanel() {
  return (
    <div className={styles.panel}>
      <img
        className={styles.image}
        src={paymentsArt}
        width={320}
        height={200}
        loading="lazy"
        decoding="async"
        alt="Our payment partner's mark: a bank card, a rupee coin and a security shield"
      />
      <div className={styles.text}>
        <h3>In association with our payment partner</h3>
        <p>
          Fees, refunds and prize vouchers are handled through a registered Indian payment partner,
          so families never share card details with us.
        </p>
      </div>
    </div>
  );
}
