import {
  isBackendError,
  type OrganiserService,
  type PublishOutcome,
  type ResultRow,
} from '@apex/auth-port';
import { describeError, formatGrade, formatScore, publishedRowsDigest } from '@apex/core';
import { useEffect, useId, useMemo, useState } from 'react';
import { useLocale } from '../../../hooks/useLocale.ts';
import { useMessages } from '../../../hooks/useMessages.ts';
import styles from '../organiser.module.css';
import { ScrollRegion } from '../ScrollRegion.tsx';
import { useCount } from '../useCount.ts';
import { useOrganiser } from '../useOrganiser.ts';
import { PublishOutcomeText } from './PublishOutcomeText.tsx';
import { publishSummary } from './publishSummary.ts';

type PublishState =
  | { readonly status: 'idle' }
  // The per-grade figures, shown to confirm before anything is written (issue 42).
  | { readonly status: 'review' }
  | { readonly status: 'running'; readonly written: number; readonly total: number }
  | {
      readonly status: 'done';
      readonly outcome: PublishOutcome;
      /** The rows published: the button stays off until the rows change. */
      readonly rows: readonly ResultRow[];
    }
  | { readonly status: 'failed' }
  // Another run of the edition is still writing (another tab or organiser): wait, then again.
  | { readonly status: 'busy' }
  // The server refused what it was given (attempts still open, issue 40): said in its words.
  | { readonly status: 'refused'; readonly code: 'organiser/attempts-open' };

/** How often the progress is read while a publish runs on the server. */
const PROGRESS_EVERY_MS = 1000;

/**
 * Publishes the ready rows (the port's publishResults) after the organiser confirms a summary of
 * each grade, showing the server's progress, then what this publish did: new, corrected and
 * unchanged results and the mails sent this time, so publishing the same rows again says nothing
 * new was sent. Publishing is idempotent, so after a failure part-way the same button publishes
 * the same rows again and the server finishes what is missing.
 */
export function PublishResults({
  editionId,
  rows,
  gradeOf,
  blocked,
  publishedDigest = null,
  onPublished,
  publishWith = (service) => service.publishResults(editionId, rows),
}: {
  editionId: string;
  rows: readonly ResultRow[];
  /** Each number's grade, for the summary. */
  gradeOf: (registrationNumber: string) => number | undefined;
  /** True while some row still has a problem: every row is fixed or dropped first. */
  blocked: boolean;
  /** The server's digest of the last finished publish's rows (usePublishRun), or null. */
  publishedDigest?: string | null;
  /** After a publish that finished: the console's "Results published on …" is read again. */
  onPublished?: () => void;
  /**
   * How the rows are published: the rows themselves by default (a results file); the built-in
   * test's results publish the server's own scores instead (issue 40).
   */
  publishWith?: (service: OrganiserService) => Promise<PublishOutcome>;
}) {
  const text = useMessages().organiserConsole;
  const locale = useLocale();
  const organiser = useOrganiser();
  const count = useCount();
  const progressId = useId();
  const summaryId = useId();
  const [state, setState] = useState<PublishState>({ status: 'idle' });
  const running = state.status === 'running';
  const digest = useMemo(() => publishedRowsDigest(rows), [rows]);
  // The same rows as the last finished publish, in this page or before a reload: nothing new.
  const alreadyPublished =
    (state.status === 'done' && state.rows === rows) ||
    (!running && rows.length > 0 && digest === publishedDigest);

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
      const outcome = await publishWith(service);
      setState({ status: 'done', outcome, rows });
      onPublished?.();
    } catch (error) {
      if (isBackendError(error) && error.code === 'organiser/publish-running') {
        setState({ status: 'busy' });
        return;
      }
      if (isBackendError(error) && error.code === 'organiser/attempts-open') {
        setState({ status: 'refused', code: 'organiser/attempts-open' });
        return;
      }
      console.error('Error publishing results:', error);
      setState({ status: 'failed' });
    }
  };

  const score = (value: number) => `${formatScore(value, locale)}%`;

  return (
    <>
      {state.status !== 'review' && (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primary}
            disabled={rows.length === 0 || blocked || running || alreadyPublished}
            onClick={() => setState({ status: 'review' })}
          >
            {state.status === 'failed' ? text.publishAgain : text.publish({ count: rows.length })}
          </button>
          {alreadyPublished && <p className={styles.hint}>{text.nothingNew}</p>}
        </div>
      )}
      {state.status === 'review' && (
        <section className={styles.section} aria-labelledby={summaryId}>
          <h4 id={summaryId}>{text.summaryHeading}</h4>
          <p>{text.summaryIntro}</p>
          <ScrollRegion label={text.summaryCaption}>
            <table className={styles.table}>
              <caption>{text.summaryCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{text.summaryGrade}</th>
                  <th scope="col">{text.summaryRows}</th>
                  <th scope="col">{text.summaryLowest}</th>
                  <th scope="col">{text.summaryHighest}</th>
                  <th scope="col">{text.summaryMean}</th>
                </tr>
              </thead>
              <tbody>
                {publishSummary(rows, gradeOf).map((grade) => (
                  <tr key={grade.grade}>
                    <th scope="row">{formatGrade(grade.grade, locale)}</th>
                    <td>{grade.rows}</td>
                    <td>{score(grade.lowest)}</td>
                    <td>{score(grade.highest)}</td>
                    <td>{score(grade.mean)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => void publish()}>
              {text.summaryConfirm({ count: rows.length })}
            </button>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => setState({ status: 'idle' })}
            >
              {text.summaryBack}
            </button>
          </div>
        </section>
      )}
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
        {state.status === 'done' && <PublishOutcomeText outcome={state.outcome} />}
      </div>
      {state.status === 'failed' && (
        <p role="alert" className={styles.alert}>
          {text.publishFailed}
        </p>
      )}
      {state.status === 'refused' && (
        <p role="alert" className={styles.alert}>
          {describeError(state.code, '', locale).message}
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
