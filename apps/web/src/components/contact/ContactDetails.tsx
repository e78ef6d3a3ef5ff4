import { formatPhone } from '@apex/core';
import { CONTACT_FACTS } from '../../content/agency.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import styles from './ContactDetails.module.css';

/** How to reach us (the /address facts): who we are, support, meetings, appointments, grievances. */
export function ContactDetails() {
  const facts = useLocalized(CONTACT_FACTS);
  return (
    <ul className={styles.grid}>
      {facts.map((fact) => (
        <li key={fact.title} className={styles.card}>
          <h2>{fact.title}</h2>
          <p>{fact.text}</p>
          {fact.names ? (
            <address className={styles.names} lang="en">
              {fact.names.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          ) : null}
          {fact.phone ? (
            <a className={styles.link} href={`tel:${fact.phone}`}>
              {formatPhone(fact.phone)}
            </a>
          ) : null}
          {fact.email ? (
            <a className={styles.link} href={`mailto:${fact.email}`}>
              {fact.email}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
