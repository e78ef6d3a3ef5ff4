import type { OrganiserTotals, RegistrationCount } from '@apex/auth-port';
import { useEffect, useId, useState } from 'react';
import { useMessages } from '../../hooks/useMessages.ts';
import { ConsoleTable } from './ConsoleTable.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import styles from './organiser.module.css';
import { useCount } from './useCount.ts';
import { useOrganiser } from './useOrganiser.ts';
import { useStateName } from './useStateName.ts';

type TotalsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'loaded'; readonly totals: OrganiserTotals };

/** The edition's totals, and the same by grade and by state (two small tables). */
export function TotalsPanel({ editionId }: { editionId: string }) {
  const words = useMessages();
  const text = words.organiserConsole;
  const organiser = useOrganiser();
  const count = useCount();
  const stateName = useStateName();
  const headingId = useId();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TotalsState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    // `attempt` is read so that "Try again" loads afresh.
    void attempt;
    organiser()
      .then((service) => service.totals(editionId))
      .then(
        (totals) => active && setState({ status: 'loaded', totals }),
        (error: unknown) => {
          console.error('Error loading the totals:', error);
          if (active) setState({ status: 'failed' });
        },
      );
    return () => {
      active = false;
    };
  }, [organiser, editionId, attempt]);

  // Each row's registrations as a bar beside its figures: a small chart at a glance. The bar is
  // hidden from assistive technology; the numbers in the cells say the same.
  const breakdown = (caption: string, heading: string, entries: [string, RegistrationCount][]) => {
    const most = Math.max(1, ...entries.map(([, figures]) => figures.registered));
    return (
      <ConsoleTable
        caption={caption}
        head={
          <>
            <th scope="col">{heading}</th>
            <th scope="col">{text.registered}</th>
            <th scope="col">{text.confirmed}</th>
            <td className={styles.barCell} />
          </>
        }
      >
        {entries.map(([name, figures]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{count(figures.registered)}</td>
            <td>{count(figures.confirmed)}</td>
            <td className={styles.barCell}>
              <progress
                className={styles.bar}
                max={most}
                value={figures.registered}
                aria-hidden="true"
                tabIndex={-1}
              />
            </td>
          </tr>
        ))}
      </ConsoleTable>
    );
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{text.totalsHeading}</h2>
      {state.status === 'loading' && <p role="status">{text.loading}</p>}
      {state.status === 'failed' && (
        <LoadFailed
          message={text.totalsFailed}
          retry={text.tryAgain}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      {state.status === 'loaded' && (
        <>
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>{text.registered}</dt>
              <dd>{count(state.totals.registered)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{text.confirmed}</dt>
              <dd>{count(state.totals.confirmed)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{text.awaitingGuardian}</dt>
              <dd>{count(state.totals.awaitingGuardian)}</dd>
            </div>
          </dl>
          {breakdown(
            text.byGradeCaption,
            text.gradeColumn,
            Object.entries(state.totals.byGrade)
              .sort(([a], [b]) => Number(a) - Number(b))
              .map(([grade, figures]) => [words.registration.gradeOption({ grade }), figures]),
          )}
          {breakdown(
            text.byStateCaption,
            text.stateColumn,
            Object.entries(state.totals.byState)
              .map(([name, figures]): [string, RegistrationCount] => [stateName(name), figures])
              .sort(([a], [b]) => a.localeCompare(b)),
          )}
        </>
      )}
    </section>
  );
}
