import type { CheckedResultRow } from '@apex/core';
import { useId } from 'react';
import { useMessages } from '../../../hooks/useMessages.ts';
import styles from '../organiser.module.css';
import { ScrollRegion } from '../ScrollRegion.tsx';
import { useCount } from '../useCount.ts';
import type { EditableRow } from './editableRows.ts';
import { ProblemRow } from './ProblemRow.tsx';
import type { ConsoleCandidate } from './registrationIndex.ts';
import { useScoreText } from './useScoreText.ts';

/** Rows listed with problems at most; the rest are counted, so 100,000 bad rows stay usable. */
const PROBLEMS_SHOWN = 100;
const READY_SHOWN = 20;

export interface ResultsPreviewProps {
  rows: readonly EditableRow[];
  checked: readonly CheckedResultRow[];
  /** The edition's registrations by number: each row's candidate is named beside its number. */
  candidates: ReadonlyMap<string, ConsoleCandidate>;
  onChange: (index: number, row: EditableRow) => void;
  onDrop: (indexes: readonly number[]) => void;
}

/**
 * Every row's problem, named (and fixable: the number, or the score in the file's unit), and the
 * first rows that are ready, each with its candidate's registered name and its score as in the
 * file and as it would be published; the organiser drops or fixes rows until none has a problem.
 */
export function ResultsPreview({
  rows,
  checked,
  candidates,
  onChange,
  onDrop,
}: ResultsPreviewProps) {
  const text = useMessages().organiserConsole;
  const count = useCount();
  const scoreText = useScoreText();
  const problemsId = useId();
  const problems = checked.filter((row) => row.problems.length > 0);
  const ready = checked.filter((row) => row.problems.length === 0);
  const nameOf = (row: CheckedResultRow) =>
    candidates.get(row.registrationNumber)?.candidateName ?? null;
  return (
    <>
      <p role="status">
        {text.previewSummary({ good: count(ready.length), bad: count(problems.length) })}
      </p>
      {problems.length > 0 && (
        <section className={styles.section} aria-labelledby={problemsId}>
          <h4 id={problemsId}>{text.problemsCaption}</h4>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => onDrop(problems.map((row) => row.index))}
            >
              {text.dropProblemRows}
            </button>
          </div>
          <ol className={styles.problems} aria-labelledby={problemsId}>
            {problems.slice(0, PROBLEMS_SHOWN).map((checkedRow) => {
              const row = rows[checkedRow.index];
              return row === undefined ? null : (
                <ProblemRow
                  key={row.line}
                  row={row}
                  checked={checkedRow}
                  candidateName={nameOf(checkedRow)}
                  onChange={(fixed) => onChange(checkedRow.index, fixed)}
                  onDrop={() => onDrop([checkedRow.index])}
                />
              );
            })}
          </ol>
          {problems.length > PROBLEMS_SHOWN && (
            <p>
              {text.problemsMore({
                shown: count(PROBLEMS_SHOWN),
                count: count(problems.length),
              })}
            </p>
          )}
        </section>
      )}
      {ready.length > 0 && (
        <ScrollRegion label={text.readyCaption}>
          <table className={styles.table}>
            <caption>
              {ready.length > READY_SHOWN
                ? text.readyFirst({ shown: count(READY_SHOWN), count: count(ready.length) })
                : text.readyCaption}
            </caption>
            <thead>
              <tr>
                <th scope="col">{text.columnLine}</th>
                <th scope="col">{text.columnNumber}</th>
                <th scope="col">{text.columnCandidate}</th>
                <th scope="col">{text.columnScore}</th>
              </tr>
            </thead>
            <tbody>
              {ready.slice(0, READY_SHOWN).map((checkedRow) => {
                const row = rows[checkedRow.index];
                return row === undefined ? null : (
                  <tr key={row.line}>
                    <th scope="row">{row.line}</th>
                    <td>{checkedRow.registrationNumber}</td>
                    <td>{nameOf(checkedRow) ?? text.noCandidate}</td>
                    <td>{scoreText(row)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </>
  );
}
