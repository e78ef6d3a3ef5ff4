import type { AttemptAnswers, AttemptStart } from '@apex/auth-port';
import type { KeptAnswers } from './saveQueue.ts';

export interface Resumed {
  /** The answers the page shows: the server's, with the phone's unsent ones over them. */
  readonly answers: AttemptAnswers;
  /** What the save queue starts from. */
  readonly kept: KeptAnswers;
}

/**
 * A (re)started attempt and what this phone kept of it (issue 40). Open: the phone's unsent
 * answers are newer than the server's and wait to be sent, numbered above both counts. Closed:
 * the server's answers are the ones counted; a kept answer the server does not hold was not.
 */
export function resumeAnswers(
  start: Pick<AttemptStart, 'answers' | 'lastSequence' | 'status'>,
  kept: KeptAnswers | null,
): Resumed {
  const pending = kept?.pending ?? {};
  const sequence = Math.max(start.lastSequence, kept?.sequence ?? 0);
  const earlier = kept?.notCounted ?? [];
  if (start.status === 'open') {
    return {
      answers: { ...start.answers, ...pending },
      kept: { sequence, pending, notCounted: earlier },
    };
  }
  const lost = Object.entries(pending)
    .filter(([itemId, answer]) => JSON.stringify(start.answers[itemId]) !== JSON.stringify(answer))
    .map(([itemId]) => itemId);
  return {
    answers: start.answers,
    kept: { sequence, pending: {}, notCounted: [...new Set([...earlier, ...lost])] },
  };
}
