import { CONTACT_FACTS } from '../../content/agency.ts';
import styles from './ContactDetails.module.css';

/** How to reach us (the /address facts): remote work, support, meetings, appointments. */
export function ContactDetails() {
  return (
    <ul className={styles.grid}>
      {CONTACT_FACTS.map((fact) => (
        <li key={fact.title} className={styles.card}>
          <h2>{fact.title}</h2>
          <p>{fact.text}</p>
          {'email' in fact ? (
            <a className={styles.email} href={`mailto:${fact.email}`}>
              {fact.email}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
