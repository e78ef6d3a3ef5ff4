import { createContext } from 'react';
import { type ExamClock, siteClock } from './examClock.ts';

/** The clock the exam status reads; tests provide a fixed one (src/testing/fixedClock.ts). */
export const ExamClockContext = createContext<ExamClock>(siteClock);
