import { isBackendError } from '@apex/auth-port';
import { describeError } from '@apex/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocale } from '../../../hooks/useLocale.ts';
import { useMessages } from '../../../hooks/useMessages.ts';
import styles from '../organiser.module.css';
import { useOrganiser } from '../useOrganiser.ts';

/** The server's bounds (ADR 0185): checked here first so a slip is named at its field. */
export const EXTRA_MINUTES_MIN = 1;
export const EXTRA_MINUTES_MAX = 40;

/** Whose attempt is changed: a listed attempt, or a registration that has not started. */
export interface AttemptCandidate {
  readonly uid: string;
  readonly registrationNumber: string;
  readonly candidateName: string;
  /** Closed (or past its deadline): it can be reopened, not given time. */
  readonly finished: boolean;
}

type Outcome =
  | { readonly step: 'idle' }
  | { readonly step: 'working' }
  | { readonly step: 'done'; readonly message: string }
  | { readonly step: 'failed'; readonly message: string };

export interface AttemptChangeProps {
  readonly editionId: string;
  readonly candidate: AttemptCandidate;
  /** The time as the console shows it (India's time, the page's language). */
  readonly formatTime: (date: Date) => string;
  /** After a change the server took: the list reads the new deadline. */
  readonly onChanged: () => void;
  readonly onClose: () => void;
}

/**
 * Extra time for a running (or not yet started) attempt, or a reopen of a finished one, with a
 * required reason (issue 40, step 5). The outcome is announced politely, a refusal as an alert;
 * what was typed stays after either.
 */
export function AttemptChange({
  editionId,
  candidate,
  formatTime,
  onChanged,
  onClose,
}: AttemptChangeProps) {
  const words = useMessages();
  const text = words.organiserAttempts;
  const locale = useLocale();
  const organiser = useOrganiser();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [minutes, setMinutes] = useState('10');
  const [reason, setReason] = useState('');
  const [minutesError, setMinutesError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ step: 'idle' });

  // A member of staff who picked a row by keyboard lands on the form, not back at the top.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const bounds = { min: String(EXTRA_MINUTES_MIN), max: String(EXTRA_MINUTES_MAX) };
  const name = candidate.candidateName || candidate.registrationNumber;

  const failed = (error: unknown) => {
    console.error('Error changing an attempt:', error);
    setOutcome({
      step: 'failed',
      message: isBackendError(error)
        ? describeError(error.code, error.message, locale).message
        : text.changeFailed,
    });
  };

  const checkedReason = (): string | null => {
    const trimmed = reason.trim();
    setReasonError(trimmed === '' ? text.reasonRequired : null);
    return trimmed === '' ? null : trimmed;
  };

  const grant = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = Number(minutes);
    const minutesOk =
      /^\d+$/.test(minutes.trim()) && value >= EXTRA_MINUTES_MIN && value <= EXTRA_MINUTES_MAX;
    setMinutesError(minutesOk ? null : text.minutesInvalid(bounds));
    const given = checkedReason();
    if (!minutesOk || given === null) return;
    setOutcome({ step: 'working' });
    organiser()
      .then((service) => service.grantExtraTime(editionId, candidate.uid, value, given))
      .then(({ deadline, extraMinutes }) => {
        setOutcome({
          step: 'done',
          message:
            deadline === null
              ? text.grantedBeforeStart({ name, minutes: extraMinutes })
              : text.granted({ name, minutes: extraMinutes, deadline: formatTime(deadline) }),
        });
        setReason('');
        onChanged();
      }, failed);
  };

  const reopen = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const given = checkedReason();
    if (given === null) return;
    setOutcome({ step: 'working' });
    organiser()
      .then((service) => service.reopenAttempt(editionId, candidate.uid, given))
      .then((deadline) => {
        setOutcome({
          step: 'done',
          message: text.reopened({ name, deadline: formatTime(deadline) }),
        });
        setReason('');
        onChanged();
      }, failed);
  };

  const described = (hint: string, error: string | null) =>
    error === null ? hint : `${hint} ${error}`;

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {text.formHeading({ name, number: candidate.registrationNumber })}
      </h3>
      <form className={styles.filters} onSubmit={candidate.finished ? reopen : grant} noValidate>
        {!candidate.finished && (
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-minutes`}>
              {text.minutes}
            </label>
            <input
              id={`${id}-minutes`}
              className={styles.input}
              name="minutes"
              inputMode="numeric"
              value={minutes}
              onChange={(event) => setMinutes(event.target.value)}
              aria-invalid={minutesError !== null}
              aria-describedby={described(
                `${id}-minutes-hint`,
                minutesError && `${id}-minutes-error`,
              )}
            />
            <p id={`${id}-minutes-hint`} className={styles.hint}>
              {text.minutesHint(bounds)}
            </p>
            {minutesError !== null && (
              <p id={`${id}-minutes-error`} className={styles.alert}>
                {minutesError}
              </p>
            )}
          </div>
        )}
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-reason`}>
            {text.reason}
          </label>
          <textarea
            id={`${id}-reason`}
            className={styles.input}
            name="reason"
            rows={2}
            maxLength={300}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={reasonError !== null}
            aria-describedby={described(`${id}-reason-hint`, reasonError && `${id}-reason-error`)}
          />
          <p id={`${id}-reason-hint`} className={styles.hint}>
            {text.reasonHint}
          </p>
          {reasonError !== null && (
            <p id={`${id}-reason-error`} className={styles.alert}>
              {reasonError}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={outcome.step === 'working'}>
            {candidate.finished ? text.reopen : text.grant}
          </button>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {text.close}
          </button>
        </div>
      </form>
      <div role="status" className={styles.region}>
        {outcome.step === 'working' && <p>{text.working}</p>}
        {outcome.step === 'done' && <p>{outcome.message}</p>}
      </div>
      {outcome.step === 'failed' && (
        <p role="alert" className={styles.alert}>
          {outcome.message}
        </p>
      )}
    </section>
  );
}
