import { LEARNING_RESOURCES } from '@apex/core';
import { EXAM_COPY } from '../../content/examCopy.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import styles from './ResourceLinks.module.css';

/** The educational resource links: open courses on other sites, opened in a new tab. */
export function ResourceLinks() {
  const copy = useLocalized(EXAM_COPY);
  return (
    <ul className={styles.list}>
      {LEARNING_RESOURCES.map((resource) => (
        <li key={resource.url}>
          <ExternalLink className={styles.link} href={resource.url}>
            <span className={styles.provider} lang="en">
              {resource.provider}
            </span>
            <span>{copy.resourceNames[resource.url] ?? resource.name}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
