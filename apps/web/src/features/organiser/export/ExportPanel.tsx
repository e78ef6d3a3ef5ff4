import { ORGANISER_MAX_PAGE_SIZE, type OrganiserRegistrationRow } from '@apex/auth-port';
import { registrationCsvHeader, registrationCsvRow } from '@apex/core';
import { useId, useRef, useState } from 'react';
import { useMessages } from '../../../hooks/useMessages.ts';
import styles from '../organiser.module.css';
import { useCount } from '../useCount.ts';
import { useOrganiser } from '../useOrganiser.ts';
import { downloadBlob } from './downloadBlob.ts';
import { exportCsv } from './exportCsv.ts';

type ExportState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly done: number; readonly total: number }
  | { readonly status: 'done'; readonly count: number }
  | { readonly status: 'cancelled' }
  | { readonly status: 'failed' };

export interface ExportPanelProps {
  editionId: string;
  /** Where the file goes; tests read the Blob instead of downloading it. */
  save?: (blob: Blob, fileName: string) => void;
}

/** Exports every registration of the edition as CSV, page by page, with progress and Cancel. */
export function ExportPanel({ editionId, save = downloadBlob }: ExportPanelProps) {
  const words = useMessages();
  const text = words.organiserConsole;
  const organiser = useOrganiser();
  const count = useCount();
  const headingId = useId();
  const progressId = useId();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    try {
      const service = await organiser();
      const { registered } = await service.totals(editionId);
      setState({ status: 'running', done: 0, total: registered });
      let written = 0;
      const blob = await exportCsv<OrganiserRegistrationRow>({
        header: registrationCsvHeader(),
        cells: registrationCsvRow,
        fetchPage: (after) =>
          service.registrations(editionId, {
            sort: 'number',
            direction: 'asc',
            pageSize: ORGANISER_MAX_PAGE_SIZE,
            ...(after === undefined ? {} : { after }),
          }),
        // A registration made during the export may take the count past the total read first.
        onProgress: (done) => {
          written = done;
          setState({ status: 'running', done, total: Math.max(done, registered) });
        },
        signal: abort.signal,
      });
      // Logged before the file is handed over: no export leaves without its audit entry.
      await service.recordExport(editionId, written);
      save(blob, `apex-${editionId}-registrations.csv`);
      setState({ status: 'done', count: written });
    } catch (error) {
      if (abort.signal.aborted) setState({ status: 'cancelled' });
      else {
        console.error('Error exporting registrations:', error);
        setState({ status: 'failed' });
      }
    } finally {
      controller.current = null;
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{text.exportHeading}</h2>
      <p>{text.exportIntro}</p>
      <div className={styles.actions}>
        {state.status === 'running' ? (
          <button
            type="button"
            className={styles.secondary}
            onClick={() => controller.current?.abort()}
          >
            {text.exportCancel}
          </button>
        ) : (
          <button type="button" className={styles.primary} onClick={() => void start()}>
            {text.exportButton}
          </button>
        )}
      </div>
      {state.status === 'running' && (
        <>
          <label htmlFor={progressId} className={styles.label}>
            {text.exportProgress}
          </label>
          <progress
            id={progressId}
            className={styles.progress}
            max={Math.max(state.total, 1)}
            value={state.done}
          />
        </>
      )}
      <div role="status" className={styles.region}>
        {state.status === 'running' && (
          <p>{text.exporting({ done: count(state.done), total: count(state.total) })}</p>
        )}
        {state.status === 'done' && (
          <p className={styles.news}>{text.exported({ count: state.count })}</p>
        )}
        {state.status === 'cancelled' && <p>{text.exportCancelled}</p>}
      </div>
      {state.status === 'failed' && (
        <p role="alert" className={styles.alert}>
          {text.exportFailed}
        </p>
      )}
    </section>
  );
}
