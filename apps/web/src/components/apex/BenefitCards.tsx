import { APEX_BENEFITS } from '../../content/benefits.ts';
import styles from './BenefitCards.module.css';

/** The four benefit cards of the exam page, on a dark band. */
export function BenefitCards() {
  return (
    <ul className={styles.grid}>
      {APEX_BENEFITS.map((benefit, index) => (
        <li key={benefit.title} className={styles.card}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <h3>{benefit.title}</h3>
          <p>{benefit.text}</p>
        </li>
      ))}
    </ul>
  );
}
