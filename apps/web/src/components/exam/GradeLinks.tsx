import { formatOrdinal, type GradeTestLink } from '@apex/core';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import styles from './GradeLinks.module.css';

/** One button per grade, each opening that grade's test on the test-hosting site in a new tab. */
export function GradeLinks({ links }: { links: readonly GradeTestLink[] }) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.grade}>
          <ExternalLink className={styles.link} href={link.url}>
            {formatOrdinal(link.grade)} Grade
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
