import type { CheckedResultRow } from '@apex/core';
import { type ChangeEvent, useId, useMemo, useRef, useState } from 'react';
import { useMessages } from '../../../hooks/useMessages.ts';
import { FilePicker } from '../FilePicker.tsx';
import styles from '../organiser.module.css';
import { useOrganiser } from '../useOrganiser.ts';
import { AttemptResults } from './AttemptResults.tsx';
import { ColumnMappingForm } from './ColumnMappingForm.tsx';
import type { EditableRow } from './editableRows.ts';
import { PublishedCertificates } from './PublishedCertificates.tsx';
import { PublishedStatus } from './PublishedStatus.tsx';
import { PublishResults } from './PublishResults.tsx';
import { ResultsPreview } from './ResultsPreview.tsx';
import { type ConsoleCandidate, loadRegistrationIndex } from './registrationIndex.ts';
import { type ColumnMapping, mapRows, type ResultsFile } from './resultsFile.ts';
import { type ResultsWorker, resultsInWorker } from './resultsWorker.ts';
import { usePublishRun } from './usePublishRun.ts';

/** Rows and their check, always a matching pair: the preview shows these. */
interface CheckedRows {
  readonly rows: readonly EditableRow[];
  readonly checked: readonly CheckedResultRow[];
}

type ImportState =
  | { readonly step: 'choose' }
  | { readonly step: 'reading' }
  | { readonly step: 'mapping'; readonly file: ResultsFile }
  | { readonly step: 'checking' }
  | {
      readonly step: 'preview';
      /** The rows as the organiser has them now; `shown` lags while they are re-checked. */
      readonly rows: readonly EditableRow[];
      readonly shown: CheckedRows;
      readonly registrations: ReadonlyMap<string, ConsoleCandidate>;
    }
  | { readonly step: 'failed'; readonly message: 'readFailed' | 'emptyFile' | 'checkFailed' };

export interface ResultsImportProps {
  editionId: string;
  /** Parses and checks the file; a module worker in the browser, the same code in-thread in tests. */
  worker?: ResultsWorker;
}

/** Upload the test host's results file, map its columns, fix or drop rows, then publish. */
export function ResultsImport({ editionId, worker = resultsInWorker }: ResultsImportProps) {
  const text = useMessages().organiserConsole;
  const organiser = useOrganiser();
  const headingId = useId();
  const fileId = useId();
  const hintId = useId();
  const [state, setState] = useState<ImportState>({ step: 'choose' });
  const [published, setPublished] = useState(0);
  const run = usePublishRun(editionId, published);
  // The newest rows sent to be checked: an older check's answer is not shown over a newer one.
  const latest = useRef<readonly EditableRow[] | null>(null);

  const failed = (error: unknown) => {
    console.error('Error checking results:', error);
    setState({ step: 'failed', message: 'checkFailed' });
  };

  const check = async (file: ResultsFile, mapping: ColumnMapping) => {
    setState({ step: 'checking' });
    try {
      const registrations = await loadRegistrationIndex(await organiser(), editionId);
      const rows = mapRows(file, mapping);
      latest.current = rows;
      const checked = await worker.check(rows, registrations);
      setState({ step: 'preview', rows, shown: { rows, checked }, registrations });
    } catch (error) {
      failed(error);
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (chosen === undefined) return;
    setState({ step: 'reading' });
    try {
      const parsed = await worker.parse(chosen);
      if (parsed.file.rows.length === 0) setState({ step: 'failed', message: 'emptyFile' });
      else if (parsed.mapping === null) setState({ step: 'mapping', file: parsed.file });
      else await check(parsed.file, parsed.mapping);
    } catch (error) {
      console.error('Error reading a results file:', error);
      setState({ step: 'failed', message: 'readFailed' });
    }
  };

  const rechecking = state.step === 'preview' && state.rows !== state.shown.rows;
  const checked = state.step === 'preview' ? state.shown.checked : [];
  const ready = useMemo(
    () =>
      checked.flatMap((row) =>
        row.problems.length === 0 && row.scorePercent !== null
          ? [{ registrationNumber: row.registrationNumber, scorePercent: row.scorePercent }]
          : [],
      ),
    [checked],
  );

  /**
   * A fix or a drop, by the rows' lines in the file (an index into the shown rows may be stale
   * while a check runs), then a check of the new rows in the worker.
   */
  const updateRows = (change: (rows: readonly EditableRow[]) => readonly EditableRow[]) => {
    if (state.step !== 'preview') return;
    const rows = change(state.rows);
    latest.current = rows;
    setState({ ...state, rows });
    worker.check(rows, state.registrations).then((result) => {
      if (latest.current !== rows) return;
      setState((current) =>
        current.step === 'preview' ? { ...current, shown: { rows, checked: result } } : current,
      );
    }, failed);
  };
  const lineOf = (index: number) => (state.step === 'preview' ? state.shown.rows[index]?.line : -1);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{text.importHeading}</h2>
      <PublishedStatus run={run} />
      <PublishedCertificates editionId={editionId} run={run} />
      <AttemptResults
        editionId={editionId}
        publishedDigest={run?.rowsDigest ?? null}
        onPublished={() => setPublished((count) => count + 1)}
      />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={fileId}>
          {text.fileLabel}
        </label>
        <p id={hintId} className={styles.hint}>
          {text.importIntro}
        </p>
        <FilePicker
          id={fileId}
          accept=".csv,text/csv"
          describedBy={hintId}
          onChange={(event) => void onFile(event)}
        />
      </div>
      <div role="status" className={styles.region}>
        {state.step === 'reading' && <p>{text.reading}</p>}
        {(state.step === 'checking' || rechecking) && <p>{text.checking}</p>}
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
            rows={state.shown.rows}
            checked={checked}
            candidates={state.registrations}
            onChange={(index, row) => {
              const line = lineOf(index);
              updateRows((rows) => rows.map((old) => (old.line === line ? row : old)));
            }}
            onDrop={(indexes) => {
              const dropped = new Set(indexes.map(lineOf));
              updateRows((rows) => rows.filter((row) => !dropped.has(row.line)));
            }}
          />
          <PublishResults
            editionId={editionId}
            rows={ready}
            gradeOf={(number) => state.registrations.get(number)?.grade}
            publishedDigest={run?.rowsDigest ?? null}
            onPublished={() => setPublished((count) => count + 1)}
            blocked={rechecking || ready.length < checked.length}
          />
        </>
      )}
    </section>
  );
}
