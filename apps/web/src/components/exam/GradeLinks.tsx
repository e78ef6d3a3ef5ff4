import type { GradeTestLink } from '@apex/core';
import { EXAM_COPY } from '../../content/examCopy.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import styles from './GradeLinks.module.css';

/** One button per grade, each opening that grade's test on the test-hosting site in a new tab. */
export function GradeLinks({ links }: { links: readonly GradeTestLink[] }) {
  const copy = useLocalized(EXAM_COPY);
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.grade}>
          <ExternalLink className={styles.link} href={link.url}>
            {copy.gradeLink(link.grade)}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
