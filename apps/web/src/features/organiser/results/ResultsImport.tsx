import type { ResultCandidate } from '@apex/core';
import { type ChangeEvent, useId, useMemo, useState } from 'react';
import { useMessages } from '../../../hooks/useMessages.ts';
import styles from '../organiser.module.css';
import { useOrganiser } from '../useOrganiser.ts';
import { ColumnMappingForm } from './ColumnMappingForm.tsx';
import { checkRows, type EditableRow } from './editableRows.ts';
import { PublishResults } from './PublishResults.tsx';
import { parseInWorker } from './parseInWorker.ts';
import type { ResultsParser } from './parseResults.ts';
import { ResultsPreview } from './ResultsPreview.tsx';
import { loadRegistrationIndex } from './registrationIndex.ts';
import { type ColumnMapping, mapRows, type ResultsFile } from './resultsFile.ts';

type ImportState =
  | { readonly step: 'choose' }
  | { readonly step: 'reading' }
  | { readonly step: 'mapping'; readonly file: ResultsFile }
  | { readonly step: 'checking' }
  | {
      readonly step: 'preview';
      readonly rows: readonly EditableRow[];
      readonly registrations: ReadonlyMap<string, ResultCandidate>;
    }
  | { readonly step: 'failed'; readonly message: 'readFailed' | 'emptyFile' | 'checkFailed' };

export interface ResultsImportProps {
  editionId: string;
  /** Parses the chosen file; a module worker in the browser, the same code in-thread in tests. */
  parse?: ResultsParser;
}

/** Upload the test host's results file, map its columns, fix or drop rows, then publish. */
export function ResultsImport({ editionId, parse = parseInWorker }: ResultsImportProps) {
  const text = useMessages().organiserConsole;
  const organiser = useOrganiser();
  const headingId = useId();
  const fileId = useId();
  const hintId = useId();
  const [state, setState] = useState<ImportState>({ step: 'choose' });

  const check = async (file: ResultsFile, mapping: ColumnMapping) => {
    setState({ step: 'checking' });
    try {
      const registrations = await loadRegistrationIndex(await organiser(), editionId);
      setState({ step: 'preview', rows: mapRows(file, mapping), registrations });
    } catch (error) {
      console.error('Error checking results:', error);
      setState({ step: 'failed', message: 'checkFailed' });
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (chosen === undefined) return;
    setState({ step: 'reading' });
    try {
      const parsed = await parse(chosen);
      if (parsed.file.rows.length === 0) setState({ step: 'failed', message: 'emptyFile' });
      else if (parsed.mapping === null) setState({ step: 'mapping', file: parsed.file });
      else await check(parsed.file, parsed.mapping);
    } catch (error) {
      console.error('Error reading a results file:', error);
      setState({ step: 'failed', message: 'readFailed' });
    }
  };

  const checked = useMemo(
    () => (state.step === 'preview' ? checkRows(state.rows, state.registrations) : []),
    [state],
  );
  const ready = useMemo(
    () =>
      checked.flatMap((row) =>
        row.problems.length === 0 && row.scorePercent !== null
          ? [{ registrationNumber: row.registrationNumber, scorePercent: row.scorePercent }]
          : [],
      ),
    [checked],
  );

  const updateRows = (change: (rows: readonly EditableRow[]) => readonly EditableRow[]) =>
    setState((current) =>
      current.step === 'preview' ? { ...current, rows: change(current.rows) } : current,
    );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{text.importHeading}</h2>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={fileId}>
          {text.fileLabel}
        </label>
        <p id={hintId} className={styles.hint}>
          {text.importIntro}
        </p>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={hintId}
          onChange={(event) => void onFile(event)}
        />
      </div>
      <div role="status" className={styles.region}>
        {state.step === 'reading' && <p>{text.reading}</p>}
        {state.step === 'checking' && <p>{text.checking}</p>}
      </div>
      {state.step === 'failed' && (
        <p role="alert" className={styles.alert}>
          {text[state.message]}
        </p>
      )}
      {state.step === 'mapping' && (
        <ColumnMappingForm
          headers={state.file.headers}
          onMapped={(mapping) => void check(state.file, mapping)}
        />
      )}
      {state.step === 'preview' && (
        <>
          <h3>{text.previewHeading}</h3>
          <ResultsPreview
            rows={state.rows}
            checked={checked}
            onChange={(index, row) =>
              updateRows((rows) => rows.map((old, at) => (at === index ? row : old)))
            }
            onDrop={(indexes) => {
              const dropped = new Set(indexes);
              updateRows((rows) => rows.filter((_, at) => !dropped.has(at)));
            }}
          />
          <PublishResults
            editionId={editionId}
            rows={ready}
            blocked={ready.length < checked.length}
          />
        </>
      )}
    </section>
  );
}
