import type { CheckedResultRow } from '@apex/core';
import { useId, useState } from 'react';
import { useMessages } from '../../../hooks/useMessages.ts';
import styles from '../organiser.module.css';
import type { EditableRow } from './editableRows.ts';
import { useScoreText } from './useScoreText.ts';

/**
 * A row with problems, as a card that stacks on a phone (issue 42): the line, the number and the
 * candidate it names, the score in the file's unit and what it would publish, each problem, and
 * the fixes. A score is fixed in the file's unit (marks out of the row's maximum, or a
 * percentage), and what it converts to is shown as it is typed. An edit applies when the field is
 * left (or Enter is pressed), not on each keystroke: a row fixed half-way would otherwise leave
 * the list under the organiser's cursor.
 */
export function ProblemRow({
  row,
  checked,
  candidateName,
  onChange,
  onDrop,
}: {
  row: EditableRow;
  checked: CheckedResultRow;
  /** The registered name of the row's number, or null when no registration has it. */
  candidateName: string | null;
  onChange: (row: EditableRow) => void;
  onDrop: () => void;
}) {
  const text = useMessages().organiserConsole;
  const scoreText = useScoreText();
  const id = useId();
  const line = String(row.line);
  const [number, setNumber] = useState(row.registrationNumber);
  const [score, setScore] = useState(row.score);
  const apply = () => {
    if (number === row.registrationNumber && score === row.score) return;
    // The score stays in the file's unit: marks out of the row's maximum, or a percentage.
    onChange({ ...row, registrationNumber: number, score });
  };
  const onKeyDown = (event: { key: string }) => {
    if (event.key === 'Enter') apply();
  };
  return (
    <li className={styles.problem} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.problemTitle}>
        {text.problemLine({ line })}
        {': '}
        <span>{row.registrationNumber}</span>
        {' · '}
        <span>{candidateName ?? text.noCandidate}</span>
      </p>
      <p>{scoreText(row)}</p>
      <ul className={styles.problemList}>
        {checked.problems.map((problem) => (
          <li key={problem}>{text.problems[problem]}</li>
        ))}
      </ul>
      <div className={styles.fixes}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-number`}>
            {text.fixNumber({ line })}
          </label>
          <input
            id={`${id}-number`}
            className={styles.cellInput}
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            onBlur={apply}
            onKeyDown={onKeyDown}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-score`}>
            {row.maxMarks === null
              ? text.fixScore({ line })
              : text.fixMarks({ line, max: row.maxMarks })}
          </label>
          <input
            id={`${id}-score`}
            className={styles.cellInput}
            inputMode="decimal"
            aria-describedby={`${id}-converted`}
            value={score}
            onChange={(event) => setScore(event.target.value)}
            onBlur={apply}
            onKeyDown={onKeyDown}
          />
          <output id={`${id}-converted`} htmlFor={`${id}-score`} className={styles.hint}>
            {scoreText({ ...row, score })}
          </output>
        </div>
        <button type="button" className={styles.secondary} onClick={onDrop}>
          {text.dropRow({ line })}
        </button>
      </div>
    </li>
  );
}
