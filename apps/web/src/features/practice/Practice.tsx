import { formatGrade } from '@apex/core';
import type { StoredPaper } from '@apex/core/papers';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import { routes } from '../../routes/paths.ts';
import { PracticePaper } from './PracticePaper.tsx';
import styles from './practice.module.css';
import { loadPracticePaper, PRACTICE_GRADES, type PracticeGrade } from './practicePapers.ts';

type Load =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'loaded'; readonly paper: StoredPaper };

export interface PracticeProps {
  /** The grade chosen in the query, or null before one is chosen. */
  grade: PracticeGrade | null;
}

/** The grade to practise, chosen by a link per grade, and that grade's paper once loaded. */
export function Practice({ grade }: PracticeProps) {
  const text = useMessages().practice;
  const locale = useLocale();
  const siteHref = useSiteHref();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` loads the paper again after a failure.
  useEffect(() => {
    if (grade === null) return;
    let current = true;
    setLoad({ status: 'loading' });
    loadPracticePaper(grade).then(
      (paper) => current && setLoad({ status: 'loaded', paper }),
      () => current && setLoad({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [grade, attempt]);

  return (
    <div className={styles.practice}>
      <nav aria-labelledby="practice-grades">
        <h2 id="practice-grades" className={styles.gradesHeading}>
          {text.chooseGrade}
        </h2>
        <ul className={styles.grades}>
          {PRACTICE_GRADES.map((each) => (
            <li key={each}>
              <Link
                className={styles.grade}
                to={siteHref(routes.practice.getHref(each))}
                aria-current={each === grade ? 'page' : undefined}
              >
                {formatGrade(each, locale)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {grade === null ? null : load.status === 'loaded' ? (
        <PracticePaper key={load.paper.grade} paper={load.paper} language={locale} />
      ) : load.status === 'failed' ? (
        <div role="alert" className={styles.failed}>
          <p>{text.loadFailed}</p>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => setAttempt((n) => n + 1)}
          >
            {text.tryLoadAgain}
          </button>
        </div>
      ) : (
        <p role="status">{text.loading}</p>
      )}
    </div>
  );
}
