import { LEARNING_RESOURCES } from '@apex/core';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import styles from './ResourceLinks.module.css';

/** The educational resource links: open courses on other sites, opened in a new tab. */
export function ResourceLinks() {
  return (
    <ul className={styles.list}>
      {LEARNING_RESOURCES.map((resource) => (
        <li key={resource.url}>
          <ExternalLink className={styles.link} href={resource.url}>
            <span className={styles.provider}>{resource.provider}</span>
            <span>{resource.name}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
