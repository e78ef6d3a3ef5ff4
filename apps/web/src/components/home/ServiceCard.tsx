import type { Service } from '../../content/services.ts';
import styles from './ServiceCard.module.css';

export function ServiceCard({ service }: { service: Service }) {
  return (
    <article className={styles.card}>
      <div className={styles.icon}>
        <img src={service.icon} width={40} height={40} alt="" loading="lazy" decoding="async" />
      </div>
      <h3 className={styles.heading}>{service.heading}</h3>
      <p className={styles.category}>{service.category}</p>
      <p className={styles.summary}>{service.summary}</p>
    </article>
  );
}
