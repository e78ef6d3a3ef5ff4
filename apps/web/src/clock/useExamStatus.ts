import { EDITIONS, type ExamStatus, examStatus, indianDay } from '@apex/core';
import { useContext, useMemo, useSyncExternalStore } from 'react';
import { siteEditions } from '../config/siteEditions.ts';
import { ExamClockContext } from './ExamClockContext.ts';

/**
 * The exam's phase today. Hydrating a prerendered page, the first render uses the build's day
 * (React's server snapshot), so it matches the markup; React then renders again at once if the
 * visitor's Indian day differs. The snapshot is the day, not the instant, so it stays stable.
 */
export function useExamStatus(): ExamStatus {
  const clock = useContext(ExamClockContext);
  const today = useSyncExternalStore(
    clock.subscribe,
    () => indianDay(clock.now()),
    () => indianDay(clock.buildTime),
  );
  // The prerendered day uses core's editions: the memory build's built-in switch is the browser's.
  const editions = useSyncExternalStore(noChange, siteEditions, () => EDITIONS);
  return useMemo(
    () => examStatus(editions, Date.parse(`${today}T12:00:00+05:30`)),
    [editions, today],
  );
}

const noChange = () => () => {};
