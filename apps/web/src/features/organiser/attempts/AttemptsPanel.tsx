import type { AttemptListPage, OrganiserAttemptRow } from '@apex/auth-port';
import { type ExamEdition, REGISTRATION_GRADES } from '@apex/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocale } from '../../../hooks/useLocale.ts';
import { useMessages } from '../../../hooks/useMessages.ts';
import { ConsoleTable } from '../ConsoleTable.tsx';
import { GradeOptions } from '../GradeOptions.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import styles from '../organiser.module.css';
import { Pager } from '../Pager.tsx';
import { useOrganiser } from '../useOrganiser.ts';
import { type AttemptCandidate, AttemptChange } from './AttemptChange.tsx';
import { ExtraTimeBeforeStart } from './ExtraTimeBeforeStart.tsx';

/** Rows per page, as the registrations table: a screenful, and a small read. */
export const ATTEMPTS_PAGE_SIZE = 25;

type PageState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | ({ readonly status: 'loaded' } & AttemptListPage);

/**
 * The built-in test's attempts (issue 40, step 5): a batch's attempts of a grade, a page at a
 * time from the server, each with the candidate's number and name, start, deadline, extra time
 * and state; a row's Change opens the form for extra time or a reopen (AttemptChange).
 */
export function AttemptsPanel({ edition }: { edition: ExamEdition }) {
  const words = useMessages();
  const text = words.organiserAttempts;
  const locale = useLocale();
  const organiser = useOrganiser();
  const headingId = useId();
  const [filter, setFilter] = useState({ grade: Math.min(...REGISTRATION_GRADES), batch: 0 });
  const [cursors, setCursors] = useState<readonly (string | undefined)[]>([undefined]);
  const [page, setPage] = useState(0);
  const [reload, setReload] = useState(0);
  const [state, setState] = useState<PageState>({ status: 'loading' });
  const [chosen, setChosen] = useState<AttemptCandidate | null>(null);
  const after = cursors[page];

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    void reload;
    organiser()
      .then((service) =>
        service.attempts(edition.id, {
          ...filter,
          pageSize: ATTEMPTS_PAGE_SIZE,
          ...(after === undefined ? {} : { after }),
        }),
      )
      .then(
        (result) => active && setState({ status: 'loaded', ...result }),
        (error: unknown) => {
          console.error('Error loading attempts:', error);
          if (active) setState({ status: 'failed' });
        },
      );
    return () => {
      active = false;
    };
  }, [organiser, edition.id, filter, after, reload]);

  const when = new Intl.DateTimeFormat(`${locale}-IN`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
  const formatTime = (date: Date) => when.format(date);
  const batchName = (index: number) => words.registration.batchName({ number: String(index + 1) });

  const onShow = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFilter({ grade: Number(form.get('grade')), batch: Number(form.get('batch')) });
    setCursors([undefined]);
    setPage(0);
    setChosen(null);
  };

  const choose = (row: OrganiserAttemptRow) =>
    setChosen({
      uid: row.uid,
      registrationNumber: row.registrationNumber,
      candidateName: row.candidateName,
      finished: row.state !== 'in-progress',
    });

  const rows = state.status === 'loaded' ? state.rows : [];
  const caption = text.caption({
    grade: String(filter.grade),
    batch: batchName(filter.batch),
    page: String(page + 1),
  });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{text.heading}</h2>
      <p>{text.intro}</p>
      <form className={styles.filters} onSubmit={onShow}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${headingId}-grade`}>
            {text.grade}
          </label>
          <select
            id={`${headingId}-grade`}
            className={styles.input}
            name="grade"
            defaultValue={filter.grade}
          >
            <GradeOptions />
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${headingId}-batch`}>
            {text.batch}
          </label>
          <select
            id={`${headingId}-batch`}
            className={styles.input}
            name="batch"
            defaultValue={filter.batch}
          >
            {edition.batches.map((batch, index) => (
              <option key={batch.start} value={index}>
                {batchName(index)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={styles.primary}>
          {text.show}
        </button>
      </form>
      <div role="status" className={styles.region}>
        {state.status === 'loading' && <p>{text.loading}</p>}
        {state.status === 'loaded' && rows.length === 0 && <p>{text.none}</p>}
      </div>
      {state.status === 'failed' && (
        <LoadFailed
          message={text.failed}
          retry={text.tryAgain}
          onRetry={() => setReload((n) => n + 1)}
        />
      )}
      {rows.length > 0 && (
        <ConsoleTable
          caption={caption}
          stacked
          head={
            <>
              <th scope="col">{text.columnNumber}</th>
              <th scope="col">{text.columnName}</th>
              <th scope="col">{text.columnStarted}</th>
              <th scope="col">{text.columnDeadline}</th>
              <th scope="col">{text.columnExtra}</th>
              <th scope="col">{text.columnState}</th>
              <th scope="col">{text.columnChange}</th>
            </>
          }
        >
          {rows.map((row) => (
            <tr key={row.uid}>
              <th scope="row" className={styles.number}>
                {row.registrationNumber}
              </th>
              <td data-label={text.columnName}>{row.candidateName}</td>
              <td data-label={text.columnStarted}>{formatTime(row.startedAt)}</td>
              <td data-label={text.columnDeadline}>{formatTime(row.deadline)}</td>
              <td data-label={text.columnExtra}>
                {row.extraMinutes === 0
                  ? text.noExtra
                  : text.extraMinutes({ minutes: row.extraMinutes })}
              </td>
              <td data-label={text.columnState}>
                {text.states[row.state]}
                {row.reopened > 0 && ` (${text.reopenedCount({ count: row.reopened })})`}
              </td>
              <td data-label={text.columnChange}>
                <button type="button" className={styles.secondary} onClick={() => choose(row)}>
                  {text.change({ number: row.registrationNumber })}
                </button>
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <Pager
        range={rows.length > 0 ? caption : null}
        hasPrevious={page > 0}
        hasNext={state.status === 'loaded' && state.next !== null}
        onPrevious={() => setPage(page - 1)}
        onNext={() => {
          if (state.status !== 'loaded' || state.next === null) return;
          const cursor = state.next;
          setCursors((known) => [...known.slice(0, page + 1), cursor]);
          setPage(page + 1);
        }}
      />
      {chosen !== null && (
        <AttemptChange
          key={chosen.uid}
          editionId={edition.id}
          candidate={chosen}
          formatTime={formatTime}
          onChanged={() => setReload((n) => n + 1)}
          onClose={() => setChosen(null)}
        />
      )}
      <ExtraTimeBeforeStart editionId={edition.id} onChosen={setChosen} />
    </section>
  );
}
