import { type FormEvent, useId } from 'react';
import { useMessages } from '../../../hooks/useMessages.ts';
import styles from '../organiser.module.css';
import type { ColumnMapping } from './resultsFile.ts';

/** Asks which column holds the number, the score and (if any) the maximum marks. */
export function ColumnMappingForm({
  headers,
  onMapped,
}: {
  headers: readonly string[];
  onMapped: (mapping: ColumnMapping) => void;
}) {
  const text = useMessages().organiserConsole;
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const index = (name: string) => Number(form.get(name) ?? '');
    const max = String(form.get('maxMarks') ?? '');
    onMapped({
      number: index('number'),
      score: index('score'),
      maxMarks: max === '' ? null : Number(max),
    });
  };
  const options = headers.map((header, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a file's columns are its positions; two may share a name.
    <option key={index} value={index}>
      {header}
    </option>
  ));
  return (
    <form className={styles.section} onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{text.mappingHeading}</h3>
      <p>{text.mappingIntro}</p>
      <div className={styles.filters}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-number`}>
            {text.numberColumn}
          </label>
          <select id={`${id}-number`} name="number" className={styles.input} required>
            <option value="">{text.chooseColumn}</option>
            {options}
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-score`}>
            {text.scoreColumn}
          </label>
          <select id={`${id}-score`} name="score" className={styles.input} required>
            <option value="">{text.chooseColumn}</option>
            {options}
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-max`}>
            {text.maxColumn}
          </label>
          <select id={`${id}-max`} name="maxMarks" className={styles.input}>
            <option value="">{text.noMaxColumn}</option>
            {options}
          </select>
        </div>
        <button type="submit" className={styles.primary}>
          {text.useColumns}
        </button>
      </div>
    </form>
  );
}
