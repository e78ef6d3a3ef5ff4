import { type ItemAnalysisView, isBackendError } from '@apex/auth-port';
import { builtInGrades, describeError } from '@apex/core';
import { type FormEvent, useId, useState } from 'react';
import { useExamStatus } from '../../../clock/useExamStatus.ts';
import { useLocale } from '../../../hooks/useLocale.ts';
import { useMessages } from '../../../hooks/useMessages.ts';
import styles from '../organiser.module.css';
import { useOrganiser } from '../useOrganiser.ts';
import { ItemAnalysisTable } from './ItemAnalysisTable.tsx';

type AnalysisState =
  | { readonly step: 'idle' }
  | { readonly step: 'loading' }
  | { readonly step: 'shown'; readonly analysis: ItemAnalysisView }
  // The batch has not closed: the page says why there is nothing to read yet.
  | { readonly step: 'batch-open' }
  | { readonly step: 'failed'; readonly message: string };

/**
 * The item analysis of a grade's paper (issue 40, step 5; ADR 0187), from the server once the
 * batch has closed: share right, discrimination and the choices picked, question by question.
 * Shown only for an edition with a grade on the built-in test.
 */
export function ItemAnalysisPanel({ editionId }: { editionId: string }) {
  const words = useMessages();
  const text = words.organiserAnalysis;
  const locale = useLocale();
  const organiser = useOrganiser();
  const { edition } = useExamStatus();
  const headingId = useId();
  const gradeId = useId();
  const grades = builtInGrades(edition);
  const [grade, setGrade] = useState<number | undefined>(undefined);
  const [state, setState] = useState<AnalysisState>({ step: 'idle' });
  if (grades.length === 0) return null;
  const chosen = grade ?? grades[0] ?? 0;

  const show = async (event: FormEvent) => {
    event.preventDefault();
    setState({ step: 'loading' });
    try {
      const service = await organiser();
      setState({ step: 'shown', analysis: await service.itemAnalysis(editionId, chosen) });
    } catch (error) {
      if (isBackendError(error) && error.code === 'organiser/batch-open') {
        setState({ step: 'batch-open' });
        return;
      }
      console.error('Error reading the item analysis:', error);
      setState({
        step: 'failed',
        message: isBackendError(error)
          ? describeError(error.code, error.message, locale).message
          : text.failed,
      });
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{text.heading}</h2>
      <p>{text.intro}</p>
      <form className={styles.filters} onSubmit={(event) => void show(event)}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={gradeId}>
            {text.gradeLabel}
          </label>
          <select
            id={gradeId}
            className={styles.input}
            value={chosen}
            onChange={(event) => setGrade(Number(event.target.value))}
          >
            {grades.map((value) => (
              <option key={value} value={value}>
                {words.registration.gradeOption({ grade: String(value) })}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.secondary}>
            {text.show}
          </button>
        </div>
      </form>
      <div role="status" className={styles.region}>
        {state.step === 'loading' && <p>{text.loading}</p>}
        {state.step === 'batch-open' && (
          <p>{describeError('organiser/batch-open', '', locale).message}</p>
        )}
      </div>
      {state.step === 'failed' && (
        <p role="alert" className={styles.alert}>
          {state.message}
        </p>
      )}
      {state.step === 'shown' && <ItemAnalysisTable analysis={state.analysis} />}
    </section>
  );
}
