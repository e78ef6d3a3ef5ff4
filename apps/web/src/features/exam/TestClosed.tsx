import type { AttemptClosedBy, PaperPreview } from '@apex/auth-port';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { localizedHref } from '../../routes/localePath.ts';
import { routes } from '../../routes/paths.ts';
import styles from './exam.module.css';

export interface TestClosedProps {
  readonly paper: PaperPreview;
  readonly closedBy: AttemptClosedBy;
  readonly notCounted: readonly string[];
}

/** The closed test: how it closed, and each answer that was not counted, by its question's number. */
export function TestClosed({ paper, closedBy, notCounted }: TestClosedProps) {
  const text = useMessages().examTest;
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const numbers = paper.sections
    .flatMap((section) => section.items)
    .flatMap((item, index) => (notCounted.includes(item.id) ? [index + 1] : []));

  return (
    <section className={styles.closed} aria-labelledby="test-closed">
      <h2 id="test-closed" ref={headingRef} tabIndex={-1}>
        {text.closedHeading}
      </h2>
      <p>{closedBy === 'candidate' ? text.closedByCandidate : text.closedByDeadline}</p>
      {numbers.length === 0 ? (
        <p>{text.allCounted}</p>
      ) : (
        <>
          <h3>{text.notCountedHeading}</h3>
          <p>{text.notCountedIntro}</p>
          <ul className={styles.notCounted}>
            {numbers.map((number) => (
              <li key={number}>{text.question({ number: String(number) })}</li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link to={localizedHref(routes.examRegistration.getHref(), locale)}>
          {text.backToRegistration}
        </Link>
      </p>
    </section>
  );
}
