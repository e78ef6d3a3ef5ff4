import { APEX_BENEFITS } from '../../content/benefits.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import styles from './BenefitCards.module.css';

/** The four benefit cards of the exam page, on a dark band. */
export function BenefitCards() {
  const benefits = useLocalized(APEX_BENEFITS);
  return (
    <ul className={styles.grid}>
      {benefits.map((benefit, index) => (
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
