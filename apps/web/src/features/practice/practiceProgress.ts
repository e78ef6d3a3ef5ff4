import type { Answer, Answers } from '@apex/core/papers';
import { readStoredRecord, writeStoredRecord } from '../../hooks/storedRecord.ts';

/**
 * A practice paper's answers and whether they were checked, kept in this tab's sessionStorage per
 * grade: the other language is another document (docs/adr/0067-hindi-under-hi.md), so switching
 * language, or a reload, keeps what was answered and the result shown. Nothing leaves the device
 * (docs/adr/0173-practice-papers.md). Storage can throw (blocked cookies, some private modes), so
 * every access is guarded: without it the paper still works, only a reload forgets it.
 */
export interface PracticeProgress {
  readonly answers: Answers;
  readonly checked: boolean;
}

export const NO_PROGRESS: PracticeProgress = { answers: {}, checked: false };

export const progressKey = (grade: number) => `apex:practice:grade-${grade}`;

function isAnswer(value: unknown): value is Answer {
  return (
    typeof value === 'string' ||
    (Array.isArray(value) && value.every((each) => typeof each === 'string'))
  );
}

/** The progress kept for a grade, or none when there is none or it is not one of ours. */
export function readProgress(grade: number): PracticeProgress {
  const data = readStoredRecord('sessionStorage', progressKey(grade));
  if (data === null) return NO_PROGRESS;
  const { answers, checked } = data;
  if (typeof answers !== 'object' || answers === null) return NO_PROGRESS;
  const kept = Object.fromEntries(Object.entries(answers).filter(([, value]) => isAnswer(value)));
  return { answers: kept, checked: checked === true };
}

export function saveProgress(grade: number, progress: PracticeProgress): void {
  writeStoredRecord('sessionStorage', progressKey(grade), progress);
}
