import type { CheckedResultRow } from '@apex/core';
import { useMessages } from '../../../hooks/useMessages.ts';
import styles from '../organiser.module.css';
import { ScrollRegion } from '../ScrollRegion.tsx';
import { useCount } from '../useCount.ts';
import type { EditableRow } from './editableRows.ts';
import { ProblemRow } from './ProblemRow.tsx';

/** Rows listed with problems at most; the rest are counted, so 100,000 bad rows stay usable. */
const PROBLEMS_SHOWN = 100;
const READY_SHOWN = 20;

export interface ResultsPreviewProps {
  rows: readonly EditableRow[];
  checked: readonly CheckedResultRow[];
  onChange: (index: number, row: EditableRow) => void;
  onDrop: (indexes: readonly number[]) => void;
}

/**
 * Every row's problem, named (and fixable: the number, or the score as a percentage), and the
 * first rows that are ready; the organiser drops or fixes rows until none has a problem.
 */
export function ResultsPreview({ rows, checked, onChange, onDrop }: ResultsPreviewProps) {
  const text = useMessages().organiserConsole;
  const count = useCount();
  const problems = checked.filter((row) => row.problems.length > 0);
  const ready = checked.filter((row) => row.problems.length === 0);
  return (
    <>
      <p role="status">
        {text.previewSummary({ good: count(ready.length), bad: count(problems.length) })}
      </p>
      {problems.length > 0 && (
        <>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => onDrop(problems.map((row) => row.index))}
            >
              {text.dropProblemRows}
            </button>
          </div>
          <ScrollRegion label={text.problemsCaption}>
            <table className={styles.table}>
              <caption>{text.problemsCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{text.columnLine}</th>
                  <th scope="col">{text.columnNumber}</th>
                  <th scope="col">{text.columnScore}</th>
                  <th scope="col">{text.columnProblem}</th>
                  <th scope="col">{text.columnAction}</th>
                </tr>
              </thead>
              <tbody>
                {problems.slice(0, PROBLEMS_SHOWN).map((checkedRow) => {
                  const row = rows[checkedRow.index];
                  return row === undefined ? null : (
                    <ProblemRow
                      key={row.line}
                      row={row}
                      checked={checkedRow}
                      onChange={(fixed) => onChange(checkedRow.index, fixed)}
                      onDrop={() => onDrop([checkedRow.index])}
                    />
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
          {problems.length > PROBLEMS_SHOWN && (
            <p>
              {text.problemsMore({
                shown: count(PROBLEMS_SHOWN),
                count: count(problems.length),
              })}
            </p>
          )}
        </>
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
                <th scope="col">{text.columnScore}</th>
              </tr>
            </thead>
            <tbody>
              {ready.slice(0, READY_SHOWN).map((checkedRow) => (
                <tr key={checkedRow.index}>
                  <th scope="row">{rows[checkedRow.index]?.line}</th>
                  <td>{checkedRow.registrationNumber}</td>
                  <td>{checkedRow.scorePercent}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </>
  );
}
