import type { CheckedResultRow } from '@apex/core';
import { useState } from 'react';
import { useMessages } from '../../../hooks/useMessages.ts';
import styles from '../organiser.module.css';
import type { EditableRow } from './editableRows.ts';

/** The score as the preview shows it: a percentage where the file gave marks and a maximum. */
function shownScore(row: EditableRow, checked: CheckedResultRow): string {
  const percent = checked.scorePercent;
  return row.maxMarks === null || percent === null || Number.isNaN(percent)
    ? row.score
    : String(percent);
}

/**
 * A row with problems, named, with its number and score editable. An edit applies when the field
 * is left (or Enter is pressed), not on each keystroke: a row fixed half-way would otherwise leave
 * the table under the organiser's cursor.
 */
export function ProblemRow({
  row,
  checked,
  onChange,
  onDrop,
}: {
  row: EditableRow;
  checked: CheckedResultRow;
  onChange: (row: EditableRow) => void;
  onDrop: () => void;
}) {
  const text = useMessages().organiserConsole;
  const line = String(row.line);
  const [number, setNumber] = useState(row.registrationNumber);
  const [score, setScore] = useState(() => shownScore(row, checked));
  const apply = () => {
    const scoreChanged = score !== shownScore(row, checked);
    if (number === row.registrationNumber && !scoreChanged) return;
    // A score typed here is a percentage.
    onChange({
      ...row,
      registrationNumber: number,
      ...(scoreChanged ? { score, maxMarks: null } : {}),
    });
  };
  const onKeyDown = (event: { key: string }) => {
    if (event.key === 'Enter') apply();
  };
  return (
    <tr>
      <th scope="row">{row.line}</th>
      <td>
        <input
          className={styles.cellInput}
          aria-label={text.fixNumber({ line })}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          onBlur={apply}
          onKeyDown={onKeyDown}
        />
      </td>
      <td>
        <input
          className={styles.cellInput}
          aria-label={text.fixScore({ line })}
          inputMode="decimal"
          value={score}
          onChange={(event) => setScore(event.target.value)}
          onBlur={apply}
          onKeyDown={onKeyDown}
        />
      </td>
      <td>
        <ul>
          {checked.problems.map((problem) => (
            <li key={problem}>{text.problems[problem]}</li>
          ))}
        </ul>
      </td>
      <td>
        <button type="button" className={styles.secondary} onClick={onDrop}>
          {text.dropRow({ line })}
        </button>
      </td>
    </tr>
  );
}
