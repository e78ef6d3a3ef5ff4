import type {
  OrganiserRegistrationRow,
  RegistrationFilters,
  RegistrationQuery,
  RegistrationSort,
  SortDirection,
} from '@apex/auth-port';
import { INDIAN_STATES_AND_UNION_TERRITORIES } from '@apex/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useMessages } from '../../hooks/useMessages.ts';
import { ConsoleTable } from './ConsoleTable.tsx';
import { GradeOptions } from './GradeOptions.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import styles from './organiser.module.css';
import { Pager } from './Pager.tsx';
import { useCount } from './useCount.ts';
import { useOrganiser } from './useOrganiser.ts';
import { useStateName } from './useStateName.ts';

/** Rows per page: a screenful, and a small read however large the edition. */
export const CONSOLE_PAGE_SIZE = 25;

type Filters = RegistrationFilters;

/** Columns a member of staff may hide to keep the table to the screen (issue 42). */
const OPTIONAL_COLUMNS = ['school', 'city', 'guardian'] as const;
type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number];

type PageState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'loaded';
      readonly rows: readonly OrganiserRegistrationRow[];
      readonly next: string | null;
    };

const SORTABLE: readonly RegistrationSort[] = ['number', 'name', 'grade', 'state'];

/**
 * The edition's registrations, a page at a time from the server: search and filters apply on
 * submit, a column header sorts (again: the other way), Next and Previous follow the port's
 * cursors (the cursors of the pages already seen are kept, so Previous needs no cursor back).
 */
export function RegistrationsTable({ editionId }: { editionId: string }) {
  const words = useMessages();
  const text = words.organiserConsole;
  const organiser = useOrganiser();
  const stateName = useStateName();
  const headingId = useId();
  const searchHintId = useId();
  const [filters, setFilters] = useState<Filters>({});
  const [sort, setSort] = useState<RegistrationSort>('number');
  const [direction, setDirection] = useState<SortDirection>('asc');
  // cursors[i] is the `after` of page i (undefined for the first).
  const [cursors, setCursors] = useState<readonly (string | undefined)[]>([undefined]);
  const [page, setPage] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PageState>({ status: 'loading' });
  const [total, setTotal] = useState<number | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<OptionalColumn>>(new Set());
  const count = useCount();
  const after = cursors[page];

  // How many match, for "Showing 1–25 of 29": counted once per search, not once per page.
  useEffect(() => {
    let active = true;
    setTotal(null);
    organiser()
      .then((service) => service.count(editionId, filters))
      .then(
        (counted) => active && setTotal(counted),
        // The pager then shows the page without "of …"; the rows themselves are unaffected.
        (error: unknown) => console.error('Error counting registrations:', error),
      );
    return () => {
      active = false;
    };
  }, [organiser, editionId, filters]);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    void attempt;
    const query: RegistrationQuery = {
      ...filters,
      sort,
      direction,
      pageSize: CONSOLE_PAGE_SIZE,
      ...(after === undefined ? {} : { after }),
    };
    organiser()
      .then((service) => service.registrations(editionId, query))
      .then(
        (result) => active && setState({ status: 'loaded', rows: result.rows, next: result.next }),
        (error: unknown) => {
          console.error('Error loading registrations:', error);
          if (active) setState({ status: 'failed' });
        },
      );
    return () => {
      active = false;
    };
  }, [organiser, editionId, filters, sort, direction, after, attempt]);

  const restart = () => {
    setCursors([undefined]);
    setPage(0);
  };

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim();
    const grade = field('grade');
    const stateValue = field('state');
    const status = field('status');
    const search = field('search');
    setFilters({
      ...(search === '' ? {} : { search }),
      ...(grade === '' ? {} : { grade: Number(grade) }),
      ...(stateValue === '' ? {} : { state: stateValue }),
      ...(status === 'confirmed' || status === 'awaiting-guardian' ? { status } : {}),
    });
    restart();
  };

  const sortBy = (column: RegistrationSort) => {
    if (column === sort) setDirection(direction === 'asc' ? 'desc' : 'asc');
    else {
      setSort(column);
      setDirection('asc');
    }
    restart();
  };

  const next = () => {
    if (state.status !== 'loaded' || state.next === null) return;
    const cursor = state.next;
    setCursors((known) => [...known.slice(0, page + 1), cursor]);
    setPage(page + 1);
  };

  const shown = (column: OptionalColumn) => !hidden.has(column);
  const toggle = (column: OptionalColumn) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(column)) next.delete(column);
      else next.add(column);
      return next;
    });
  const columnLabel: Record<OptionalColumn, string> = {
    school: text.columnSchool,
    city: text.columnCity,
    guardian: text.columnGuardian,
  };
  const first = page * CONSOLE_PAGE_SIZE + 1;
  const shownRows = state.status === 'loaded' ? state.rows.length : 0;
  const range =
    total === null
      ? text.tableCaption({ page: String(page + 1) })
      : text.showing({
          first: count(first),
          last: count(first + shownRows - 1),
          total: count(total),
        });

  const header = (column: RegistrationSort | null, label: string) => {
    if (column === null || !SORTABLE.includes(column)) return <th scope="col">{label}</th>;
    const active = column === sort;
    return (
      <th
        scope="col"
        aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        <button type="button" className={styles.sort} onClick={() => sortBy(column)}>
          {label}
        </button>
      </th>
    );
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{text.registrationsHeading}</h2>
      <form className={styles.filters} onSubmit={onSearch}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${headingId}-search`}>
            {text.search}
          </label>
          <input
            id={`${headingId}-search`}
            className={styles.input}
            name="search"
            type="search"
            aria-describedby={searchHintId}
          />
          <p id={searchHintId} className={styles.hint}>
            {text.searchHint}
          </p>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${headingId}-grade`}>
            {text.grade}
          </label>
          <select id={`${headingId}-grade`} className={styles.input} name="grade">
            <option value="">{text.anyGrade}</option>
            <GradeOptions />
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${headingId}-state`}>
            {text.state}
          </label>
          <select id={`${headingId}-state`} className={styles.input} name="state">
            <option value="">{text.anyState}</option>
            {INDIAN_STATES_AND_UNION_TERRITORIES.map((name) => (
              <option key={name} value={name}>
                {stateName(name)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${headingId}-status`}>
            {text.status}
          </label>
          <select id={`${headingId}-status`} className={styles.input} name="status">
            <option value="">{text.anyStatus}</option>
            <option value="confirmed">{text.statusConfirmed}</option>
            <option value="awaiting-guardian">{text.statusAwaiting}</option>
          </select>
        </div>
        <button type="submit" className={styles.primary}>
          {text.searchButton}
        </button>
      </form>
      <div role="status" className={styles.region}>
        {state.status === 'loading' && <p>{text.loading}</p>}
        {state.status === 'loaded' && state.rows.length === 0 && <p>{text.noRows}</p>}
      </div>
      {state.status === 'failed' && (
        <LoadFailed
          message={text.rowsFailed}
          retry={text.tryAgain}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      <fieldset className={styles.columns}>
        <legend className={styles.label}>{text.columnsShown}</legend>
        {OPTIONAL_COLUMNS.map((column) => (
          <label key={column} className={styles.check}>
            <input type="checkbox" checked={shown(column)} onChange={() => toggle(column)} />
            {columnLabel[column]}
          </label>
        ))}
      </fieldset>
      {state.status === 'loaded' && state.rows.length > 0 && (
        <ConsoleTable
          caption={range}
          scrollLabel={text.tableScroll}
          stacked
          head={
            <>
              {header('number', text.columnNumber)}
              {header('name', text.columnName)}
              {header('grade', text.columnGrade)}
              {shown('school') && header(null, text.columnSchool)}
              {shown('city') && header(null, text.columnCity)}
              {header('state', text.columnState)}
              {header(null, text.columnStatus)}
              {shown('guardian') && header(null, text.columnGuardian)}
            </>
          }
        >
          {state.rows.map((row) => (
            <tr key={row.uid}>
              <th scope="row" className={styles.number}>
                {row.registrationNumber}
              </th>
              <td data-label={text.columnName}>{row.candidateName}</td>
              <td data-label={text.columnGrade}>{row.grade}</td>
              {shown('school') && <td data-label={text.columnSchool}>{row.schoolName}</td>}
              {shown('city') && <td data-label={text.columnCity}>{row.schoolCity}</td>}
              <td data-label={text.columnState}>{stateName(row.schoolState)}</td>
              <td data-label={text.columnStatus}>
                {row.guardianStatus === 'confirmed' ? text.statusConfirmed : text.statusAwaiting}
              </td>
              {shown('guardian') && (
                <td data-label={text.columnGuardian} className={styles.email}>
                  {row.guardianEmail}
                </td>
              )}
            </tr>
          ))}
        </ConsoleTable>
      )}
      <Pager
        range={state.status === 'loaded' && state.rows.length > 0 ? range : null}
        hasPrevious={page > 0}
        hasNext={state.status === 'loaded' && state.next !== null}
        onPrevious={() => setPage(page - 1)}
        onNext={next}
      />
    </section>
  );
}
