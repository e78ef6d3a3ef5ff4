import type { Service } from '../../content/services.ts';
import styles from './ServiceCard.module.css';

/** `headingLevel`: one below the heading of what lists the cards, so no level is skipped. */
export function ServiceCard({
  service,
  headingLevel: Heading = 'h3',
}: {
  service: Service;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <article className={styles.card}>
      <div className={styles.icon}>
        <img src={service.icon} width={40} height={40} alt="" loading="lazy" decoding="async" />
      </div>
      <Heading className={styles.heading}>{service.heading}</Heading>
      <p className={styles.category}>{service.category}</p>
      <p className={styles.summary}>{service.summary}</p>
    </article>
  );
}
