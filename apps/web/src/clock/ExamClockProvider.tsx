import type { ReactNode } from 'react';
import { ExamClockContext } from './ExamClockContext.ts';
import type { ExamClock } from './examClock.ts';

/** Provides `clock` to useExamStatus; without one, the site's default clock applies. */
export function ExamClockProvider({
  clock,
  children,
}: {
  clock: ExamClock | undefined;
  children: ReactNode;
}) {
  if (clock === undefined) return children;
  return <ExamClockContext value={clock}>{children}</ExamClockContext>;
}
