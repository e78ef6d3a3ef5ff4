import type { AttemptResultsPreview } from '@apex/auth-port';
import { builtInGrades } from '@apex/core';
import { useId, useMemo, useState } from 'react';
import { useExamStatus } from '../../../clock/useExamStatus.ts';
import { useMessages } from '../../../hooks/useMessages.ts';
import styles from '../organiser.module.css';
import { useOrganiser } from '../useOrganiser.ts';
import { PublishResults } from './PublishResults.tsx';

type ReadState =
  | { readonly step: 'idle' }
  | { readonly step: 'reading' }
  | { readonly step: 'read'; readonly preview: AttemptResultsPreview }
  | { readonly step: 'failed' };

/**
 * The built-in test's results (issue 40, step 5; docs/adr/0187-publish-from-attempts.md): the
 * server's scores of closed attempts, read and then published through the same publish as a
 * results file, with no file. While an attempt is open the page says how many and offers no
 * publish; candidates who never started are counted as absent. Shown only for an edition with a
 * grade on the built-in test.
 */
export function AttemptResults({
  editionId,
  publishedDigest,
  onPublished,
}: {
  editionId: string;
  publishedDigest: string | null;
  onPublished: () => void;
}) {
  const text = useMessages().organiserAttemptResults;
  const organiser = useOrganiser();
  const { edition } = useExamStatus();
  const headingId = useId();
  const [state, setState] = useState<ReadState>({ step: 'idle' });
  const rows = useMemo(
    () =>
      state.step === 'read'
        ? state.preview.rows.map(({ registrationNumber, scorePercent }) => ({
            registrationNumber,
            scorePercent,
          }))
        : [],
    [state],
  );
  const gradeOf = useMemo(() => {
    const grades = new Map(
      state.step === 'read'
        ? state.preview.rows.map((row) => [row.registrationNumber, row.grade])
        : [],
    );
    return (number: string) => grades.get(number);
  }, [state]);

  if (builtInGrades(edition).length === 0) return null;

  const read = async () => {
    setState({ step: 'reading' });
    try {
      const service = await organiser();
      setState({ step: 'read', preview: await service.attemptResults(editionId) });
    } catch (error) {
      console.error('Error reading the attempts’ scores:', error);
      setState({ step: 'failed' });
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId}>{text.heading}</h3>
      <p>{text.intro}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => void read()}>
          {text.read}
        </button>
      </div>
      <div role="status" className={styles.region}>
        {state.step === 'reading' && <p>{text.reading}</p>}
        {state.step === 'read' && (
          <>
            <p>{text.ready({ count: state.preview.rows.length })}</p>
            <p>{text.absent({ count: state.preview.absent })}</p>
          </>
        )}
      </div>
      {state.step === 'failed' && (
        <p role="alert" className={styles.alert}>
          {text.failed}
        </p>
      )}
      {state.step === 'read' && state.preview.open > 0 && (
        <p role="alert" className={styles.alert}>
          {text.open({ count: state.preview.open })}
        </p>
      )}
      {state.step === 'read' && state.preview.open === 0 && (
        <PublishResults
          editionId={editionId}
          rows={rows}
          gradeOf={gradeOf}
          blocked={false}
          publishedDigest={publishedDigest}
          onPublished={onPublished}
          publishWith={(service) => service.publishFromAttempts(editionId)}
        />
      )}
    </section>
  );
}
