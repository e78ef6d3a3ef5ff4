import type { AttemptClosedBy, AttemptStart, Backend } from '@apex/auth-port';
import { useCallback, useEffect, useState } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { readKeptAnswers, writeKeptAnswers } from './keptAnswers.ts';
import { type Resumed, resumeAnswers } from './resumeAnswers.ts';

/** Where the candidate is in the test. */
export type AttemptPhase =
  | { readonly kind: 'loading' }
  | { readonly kind: 'rules'; readonly starting: boolean; readonly code: string | null }
  | { readonly kind: 'failed'; readonly code: string }
  | { readonly kind: 'open'; readonly start: AttemptStart; readonly resumed: Resumed }
  | {
      readonly kind: 'closed';
      readonly start: AttemptStart;
      readonly closedBy: AttemptClosedBy;
      readonly notCounted: readonly string[];
    };

export interface AttemptControls {
  readonly phase: AttemptPhase;
  /** Starts (or resumes) the attempt: the server's start time and deadline. */
  begin(): void;
  /** The attempt closed (submitted, or its time ran out); `notCounted` as the page knows them. */
  closed(closedBy: AttemptClosedBy, notCounted: readonly string[]): void;
}

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String(error.code)
    : 'attempt/unavailable';
}

async function opened(backend: Backend, uid: string, editionId: string): Promise<AttemptPhase> {
  const start = await backend.attempts.start(uid, editionId);
  const resumed = resumeAnswers(start, await readKeptAnswers(start.attemptId));
  if (start.status === 'open') return { kind: 'open', start, resumed };
  await writeKeptAnswers(start.attemptId, resumed.kept).catch(() => undefined);
  const view = await backend.attempts.read(uid, editionId);
  return {
    kind: 'closed',
    start,
    closedBy: view?.closedBy ?? 'deadline',
    notCounted: resumed.kept.notCounted,
  };
}

/**
 * The candidate's attempt (issue 40): the rules before a first start; an attempt already started
 * (this device or another) opens straight at its paper with its answers and time, or, once closed,
 * at what was and was not counted.
 */
export function useAttempt(uid: string, editionId: string): AttemptControls {
  const handle = useBackendHandle();
  const [phase, setPhase] = useState<AttemptPhase>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const backend = await handle.load();
        const view = await backend.attempts.read(uid, editionId);
        const next: AttemptPhase =
          view === null
            ? { kind: 'rules', starting: false, code: null }
            : await opened(backend, uid, editionId);
        if (live) setPhase(next);
      } catch (error) {
        if (live) setPhase({ kind: 'failed', code: codeOf(error) });
      }
    })();
    return () => {
      live = false;
    };
  }, [handle, uid, editionId]);

  const begin = useCallback(() => {
    setPhase({ kind: 'rules', starting: true, code: null });
    void (async () => {
      try {
        setPhase(await opened(await handle.load(), uid, editionId));
      } catch (error) {
        setPhase({ kind: 'rules', starting: false, code: codeOf(error) });
      }
    })();
  }, [handle, uid, editionId]);

  const closed = useCallback((closedBy: AttemptClosedBy, notCounted: readonly string[]) => {
    setPhase((current) =>
      current.kind === 'open'
        ? { kind: 'closed', start: current.start, closedBy, notCounted }
        : current,
    );
  }, []);

  return { phase, begin, closed };
}
