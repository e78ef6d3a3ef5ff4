import { isBackendError, type PaperAssignment, type PaperUploadOutcome } from '@apex/auth-port';
import { describeError } from '@apex/core';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocale } from '../../../hooks/useLocale.ts';
import { useMessages } from '../../../hooks/useMessages.ts';
import { FilePicker } from '../FilePicker.tsx';
import styles from '../organiser.module.css';
import { useOrganiser } from '../useOrganiser.ts';
import { PaperPreview } from './PaperPreview.tsx';
import { PaperProblems } from './PaperProblems.tsx';
import { readText } from './readText.ts';

type Upload =
  | { readonly step: 'idle' }
  | { readonly step: 'uploading' }
  | { readonly step: 'done'; readonly outcome: PaperUploadOutcome }
  | { readonly step: 'failed'; readonly message: string };

type Assign =
  | { readonly step: 'idle' }
  | { readonly step: 'assigning' }
  | { readonly step: 'assigned'; readonly paperId: string; readonly grade: number }
  | { readonly step: 'failed'; readonly message: string };

export interface PapersPanelProps {
  editionId: string;
}

/**
 * The organiser's test papers (issue 40): upload a paper file, which the server checks (every
 * problem at its place) and stores; preview it as a candidate will see it, in both languages;
 * assign it to its grade of the edition. The assigned papers are listed.
 */
export function PapersPanel({ editionId }: PapersPanelProps) {
  const words = useMessages();
  const text = words.organiserPapers;
  const locale = useLocale();
  const organiser = useOrganiser();
  const headingId = useId();
  const fileId = useId();
  const hintId = useId();
  const file = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload>({ step: 'idle' });
  const [assign, setAssign] = useState<Assign>({ step: 'idle' });
  const [assigned, setAssigned] = useState<readonly PaperAssignment[] | null>(null);

  const failure = (error: unknown, fallback: string) =>
    isBackendError(error) ? describeError(error.code, error.message, locale).message : fallback;

  const refresh = useCallback(async () => {
    try {
      setAssigned(await (await organiser()).assignedPapers(editionId));
    } catch (error) {
      console.error('Error reading the assigned papers:', error);
    }
  }, [organiser, editionId]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const onUpload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAssign({ step: 'idle' });
    const chosen = file.current?.files?.[0];
    if (chosen === undefined) {
      setUpload({ step: 'failed', message: text.noFile });
      return;
    }
    setUpload({ step: 'uploading' });
    let source: unknown;
    try {
      source = JSON.parse(await readText(chosen));
    } catch {
      setUpload({ step: 'failed', message: text.notJson });
      return;
    }
    try {
      const outcome = await (await organiser()).uploadPaper(source);
      setUpload({ step: 'done', outcome });
    } catch (error) {
      console.error('Error uploading a paper:', error);
      setUpload({ step: 'failed', message: failure(error, text.failed) });
    }
  };

  const onAssign = async (paperId: string, grade: number) => {
    setAssign({ step: 'assigning' });
    try {
      await (await organiser()).assignPaper(editionId, grade, paperId);
      setAssign({ step: 'assigned', paperId, grade });
      await refresh();
    } catch (error) {
      console.error('Error assigning a paper:', error);
      setAssign({ step: 'failed', message: failure(error, text.failed) });
    }
  };

  const outcome = upload.step === 'done' ? upload.outcome : null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{text.heading}</h2>
      <form className={styles.field} onSubmit={(event) => void onUpload(event)}>
        <label className={styles.label} htmlFor={fileId}>
          {text.fileLabel}
        </label>
        <p id={hintId} className={styles.hint}>
          {text.intro}
        </p>
        <FilePicker
          id={fileId}
          inputRef={file}
          accept=".json,application/json"
          describedBy={hintId}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={upload.step === 'uploading'}>
            {text.upload}
          </button>
        </div>
      </form>
      <div role="status" className={styles.region}>
        {upload.step === 'uploading' && <p>{text.uploading}</p>}
        {outcome?.ok === true && (
          <p>{text.stored({ paperId: outcome.paperId, grade: String(outcome.paper.grade) })}</p>
        )}
        {assign.step === 'assigning' && <p>{text.assigning}</p>}
        {assign.step === 'assigned' && (
          <p>{text.assigned({ paperId: assign.paperId, grade: String(assign.grade) })}</p>
        )}
      </div>
      {upload.step === 'failed' && (
        <p role="alert" className={styles.alert}>
          {upload.message}
        </p>
      )}
      {outcome?.ok === false && <PaperProblems problems={outcome.problems} />}
      {outcome?.ok === true && (
        <>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              disabled={assign.step === 'assigning'}
              onClick={() => void onAssign(outcome.paperId, outcome.paper.grade)}
            >
              {text.assign({ grade: String(outcome.paper.grade) })}
            </button>
          </div>
          {assign.step === 'failed' && (
            <p role="alert" className={styles.alert}>
              {assign.message}
            </p>
          )}
          <PaperPreview paper={outcome.paper} />
        </>
      )}
      {assigned === null ? null : (
        <>
          <h3>{text.assignedHeading}</h3>
          {assigned.length === 0 ? (
            <p>{text.noneAssigned}</p>
          ) : (
            <ul>
              {assigned.map(({ grade, paperId }) => (
                <li key={grade}>{text.assignedRow({ grade: String(grade), paperId })}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
