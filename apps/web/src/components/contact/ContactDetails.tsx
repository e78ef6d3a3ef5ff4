import { CONTACT_FACTS } from '../../content/agency.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import styles from './ContactDetails.module.css';

/** How to reach us (the /address facts): remote work, support, meetings, appointments. */
export function ContactDetails() {
  const facts = useLocalized(CONTACT_FACTS);
  return (
    <ul className={styles.grid}>
      {facts.map((fact) => (
        <li key={fact.title} className={styles.card}>
          <h2>{fact.title}</h2>
          <p>{fact.text}</p>
          {fact.email ? (
            <a className={styles.email} href={`mailto:${fact.email}`}>
              {fact.email}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
