import { isBackendError, type PublishOutcome, type ResultRow } from '@apex/auth-port';
import { describeError } from '@apex/core';
import { useEffect, useId, useState } from 'react';
import { useLocale } from '../../../hooks/useLocale.ts';
import { useMessages } from '../../../hooks/useMessages.ts';
import styles from '../organiser.module.css';
import { useCount } from '../useCount.ts';
import { useOrganiser } from '../useOrganiser.ts';

type PublishState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly written: number; readonly total: number }
  | { readonly status: 'done'; readonly outcome: PublishOutcome }
  | { readonly status: 'failed' }
  // Another run of the edition is still writing (another tab or organiser): wait, then again.
  | { readonly status: 'busy' };

/** How often the progress is read while a publish runs on the server. */
const PROGRESS_EVERY_MS = 1000;

/**
 * Publishes the ready rows (the port's publishResults), showing the server's progress. Publishing
 * is idempotent, so after a failure part-way the same button publishes the same rows again and the
 * server finishes what is missing.
 */
export function PublishResults({
  editionId,
  rows,
  blocked,
}: {
  editionId: string;
  rows: readonly ResultRow[];
  /** True while some row still has a problem: every row is fixed or dropped first. */
  blocked: boolean;
}) {
  const text = useMessages().organiserConsole;
  const locale = useLocale();
  const organiser = useOrganiser();
  const count = useCount();
  const progressId = useId();
  const [state, setState] = useState<PublishState>({ status: 'idle' });
  const running = state.status === 'running';

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      organiser()
        .then((service) => service.publishProgress(editionId))
        .then(
          (progress) => {
            if (progress === null) return;
            setState((current) =>
              current.status === 'running'
                ? { status: 'running', written: progress.written, total: progress.total }
                : current,
            );
          },
          // The progress is a courtesy; the publish's own answer decides what is shown.
          () => {},
        );
    }, PROGRESS_EVERY_MS);
    return () => clearInterval(timer);
  }, [running, organiser, editionId]);

  const publish = async () => {
    setState({ status: 'running', written: 0, total: rows.length });
    try {
      const service = await organiser();
      const outcome = await service.publishResults(editionId, rows);
      setState({ status: 'done', outcome });
    } catch (error) {
      if (isBackendError(error) && error.code === 'organiser/publish-running') {
        setState({ status: 'busy' });
        return;
      }
      console.error('Error publishing results:', error);
      setState({ status: 'failed' });
    }
  };

  return (
    <>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          disabled={rows.length === 0 || blocked || running}
          onClick={() => void publish()}
        >
          {state.status === 'failed'
            ? text.publishAgain
            : text.publish({ count: count(rows.length) })}
        </button>
      </div>
      {state.status === 'running' && (
        <>
          <label htmlFor={progressId} className={styles.label}>
            {text.publishProgress}
          </label>
          <progress
            id={progressId}
            className={styles.progress}
            max={Math.max(state.total, 1)}
            value={state.written}
          />
        </>
      )}
      <div role="status" className={styles.region}>
        {state.status === 'running' && (
          <p>{text.publishing({ written: count(state.written), total: count(state.total) })}</p>
        )}
        {state.status === 'done' && (
          <p className={styles.news}>
            {text.published({
              published: count(state.outcome.published),
              certificates: count(state.outcome.certificates),
              mailed: count(state.outcome.mailed),
            })}
          </p>
        )}
      </div>
      {state.status === 'failed' && (
        <p role="alert" className={styles.alert}>
          {text.publishFailed}
        </p>
      )}
      {state.status === 'busy' && (
        <p role="alert" className={styles.alert}>
          {describeError('organiser/publish-running', '', locale).message}
        </p>
      )}
    </>
  );
}
