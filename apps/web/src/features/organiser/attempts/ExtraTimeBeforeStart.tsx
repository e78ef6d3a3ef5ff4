import { type FormEvent, useId, useState } from 'react';
import { useMessages } from '../../../hooks/useMessages.ts';
import styles from '../organiser.module.css';
import { useOrganiser } from '../useOrganiser.ts';
import type { AttemptCandidate } from './AttemptChange.tsx';

type Find =
  | { readonly step: 'idle' }
  | { readonly step: 'finding' }
  | { readonly step: 'not-found' }
  | { readonly step: 'failed' };

/**
 * Extra time for a candidate who has not started (issue 40: "a deadline 40 minutes later, plus
 * any extra time the organiser granted this candidate"): the registration is found by its number
 * through the registrations' search, then the same form as a listed attempt's opens.
 */
export function ExtraTimeBeforeStart({
  editionId,
  onChosen,
}: {
  editionId: string;
  onChosen: (candidate: AttemptCandidate) => void;
}) {
  const text = useMessages().organiserAttempts;
  const organiser = useOrganiser();
  const id = useId();
  const [number, setNumber] = useState('');
  const [find, setFind] = useState<Find>({ step: 'idle' });

  const onFind = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFind({ step: 'finding' });
    organiser()
      .then((service) =>
        service.registrations(editionId, {
          search: number.trim(),
          sort: 'number',
          direction: 'asc',
          pageSize: 1,
        }),
      )
      .then(
        ({ rows }) => {
          const [row] = rows;
          if (row === undefined) {
            setFind({ step: 'not-found' });
            return;
          }
          setFind({ step: 'idle' });
          onChosen({
            uid: row.uid,
            registrationNumber: row.registrationNumber,
            candidateName: row.candidateName,
            finished: false,
          });
        },
        (error: unknown) => {
          console.error('Error finding a registration:', error);
          setFind({ step: 'failed' });
        },
      );
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{text.beforeStartHeading}</h3>
      <p>{text.beforeStartIntro}</p>
      <form className={styles.filters} onSubmit={onFind}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-number`}>
            {text.number}
          </label>
          <input
            id={`${id}-number`}
            className={styles.input}
            name="number"
            autoComplete="off"
            required
            value={number}
            onChange={(event) => setNumber(event.target.value)}
          />
        </div>
        <button type="submit" className={styles.primary} disabled={find.step === 'finding'}>
          {text.find}
        </button>
      </form>
      <div role="status" className={styles.region}>
        {find.step === 'finding' && <p>{text.finding}</p>}
      </div>
      {(find.step === 'not-found' || find.step === 'failed') && (
        <p role="alert" className={styles.alert}>
          {find.step === 'not-found' ? text.notFound : text.failed}
        </p>
      )}
    </section>
  );
}
