import type { PublicCertificate, Result } from '@apex/auth-port';
import {
  certificateLink,
  type ExamEdition,
  formatDay,
  formatGrade,
  formatScore,
  gradeStandingReading,
  PERCENTILE_MIN_CANDIDATES,
  resultsExpectedOn,
} from '@apex/core';
import { useCallback, useEffect, useId, useState } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './results.module.css';
import { WithdrawCertificate } from './WithdrawCertificate.tsx';

export interface ResultPanelProps {
  uid: string;
  edition: ExamEdition;
  /** Where the result is mailed: the registration's guardian. */
  guardianEmail: string;
}

type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'none' }
  | {
      readonly kind: 'published';
      readonly result: Result;
      readonly certificate: PublicCertificate | null;
    };

/**
 * The result on the registration page (issue 29): before publication, the day results are
 * promised by; after, the score, the percentile in the grade, the achievement, the gift when
 * prize-eligible, and the certificate's public page, which the guardian may withdraw.
 */
export function ResultPanel({ uid, edition, guardianEmail }: ResultPanelProps) {
  const handle = useBackendHandle();
  const locale = useLocale();
  const text = useMessages().results;
  const headingId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const read = useCallback(async (): Promise<Loaded> => {
    const backend = await handle.load();
    const result = await backend.results.read(uid, edition.id);
    if (result === null) return { kind: 'none' };
    const certificate = await backend.certificates.read(result.certificateId);
    return { kind: 'published', result, certificate };
  }, [handle, uid, edition.id]);

  useEffect(() => {
    // `attempt` asks for a fresh read (Try again, after a withdrawal).
    void attempt;
    let current = true;
    read().then(
      (next) => {
        if (current) setLoaded(next);
      },
      (error: unknown) => {
        console.error('Error loading the result:', error);
        if (current) setLoaded({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [read, attempt]);

  const reload = () => setAttempt((count) => count + 1);

  return (
    <section
      className={styles.result}
      aria-labelledby={headingId}
      aria-busy={loaded.kind === 'loading'}
    >
      <h3 id={headingId}>{text.heading}</h3>
      {loaded.kind === 'loading' ? <p className={styles.hint}>{text.loading}</p> : null}
      {loaded.kind === 'failed' ? (
        <>
          <p role="alert" className={styles.alert}>
            {text.loadFailed}
          </p>
          <button type="button" className={styles.secondary} onClick={reload}>
            {text.tryAgain}
          </button>
        </>
      ) : null}
      {loaded.kind === 'none' ? (
        <p>
          {text.expected({
            date: formatDay(resultsExpectedOn(edition), locale),
            email: guardianEmail,
          })}
        </p>
      ) : null}
      {loaded.kind === 'published' ? (
        <Published
          result={loaded.result}
          certificate={loaded.certificate}
          uid={uid}
          guardianEmail={guardianEmail}
          onWithdrawn={reload}
        />
      ) : null}
    </section>
  );
}

function Published({
  result,
  certificate,
  uid,
  guardianEmail,
  onWithdrawn,
}: {
  result: Result;
  certificate: PublicCertificate | null;
  uid: string;
  guardianEmail: string;
  onWithdrawn: () => void;
}) {
  const locale = useLocale();
  const text = useMessages().results;
  const grade = formatGrade(result.grade, locale);
  // A percentile only where the grade is large enough; the only and the top candidate in words.
  const standing = gradeStandingReading(result);
  const withdrawn = certificate !== null && certificate.withdrawnAt !== null;

  return (
    <>
      <dl className={styles.figures}>
        <div>
          <dt>{text.score}</dt>
          <dd className={styles.figure}>
            {text.scoreValue({ score: formatScore(result.scorePercent, locale) })}
          </dd>
        </div>
        {standing.kind === 'percentile' && (
          <div>
            <dt>{text.percentile({ grade })}</dt>
            <dd className={styles.figure}>{standing.percentile}</dd>
          </div>
        )}
        {(standing.kind === 'top' || standing.kind === 'only') && (
          <div>
            <dt>{text.standing({ grade })}</dt>
            <dd className={styles.figure}>
              {standing.kind === 'top' ? text.topFigure : text.onlyFigure}
            </dd>
          </div>
        )}
        <div>
          <dt>{text.achievement}</dt>
          <dd className={styles.figure}>{text.achievements[result.achievement]}</dd>
        </div>
      </dl>
      {standing.kind !== 'none' && (
        <p>
          {standing.kind === 'percentile' &&
            text.percentileText({ grade, percentile: standing.percentile })}
          {standing.kind === 'top' && text.topText({ grade })}
          {standing.kind === 'only' && text.onlyText({ grade })}
          {standing.kind === 'few' && text.fewText({ grade, min: PERCENTILE_MIN_CANDIDATES })}
        </p>
      )}
      {result.prizeEligible ? (
        <div className={styles.prize}>
          <h4>{text.prizeHeading}</h4>
          <p>{text.prizeText({ email: guardianEmail })}</p>
        </div>
      ) : null}
      <div className={styles.certificate}>
        <h4>{text.certificate}</h4>
        <div aria-live="polite">{withdrawn ? <p>{text.certificateWithdrawn}</p> : null}</div>
        {withdrawn ? null : (
          <>
            <p>
              <a href={certificateLink('', locale, result.certificateId)}>{text.certificateLink}</a>
            </p>
            <p className={styles.hint}>{text.certificateHint}</p>
            <WithdrawCertificate uid={uid} editionId={result.editionId} onWithdrawn={onWithdrawn} />
          </>
        )}
      </div>
    </>
  );
}
