import type { AttemptAnswer, AttemptAnswers, AttemptClosedBy, AttemptStart } from '@apex/auth-port';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { writeKeptAnswers } from './keptAnswers.ts';
import type { Resumed } from './resumeAnswers.ts';
import { createSaveQueue, type SaveQueue, type SaveState } from './saveQueue.ts';
import { createServerClock, type ServerClock } from './serverClock.ts';

export interface Player {
  readonly answers: AttemptAnswers;
  readonly state: SaveState;
  readonly clock: ServerClock;
  answer(itemId: string, value: AttemptAnswer): void;
  /** Sends what is pending and submits; rejects (answers kept) when that cannot be done now. */
  submit(): Promise<void>;
  /** The deadline passed on the server's clock: send what can still be, then close. */
  expire(): void;
}

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/**
 * The open attempt's answers, their way to the server and its clock (issue 40): every answer is
 * kept on the phone (IndexedDB) and sent by the save queue; the clock is re-read from each save's
 * `serverTime`; going offline shows at once, coming back sends what waited.
 */
export function usePlayer(
  uid: string,
  editionId: string,
  start: AttemptStart,
  resumed: Resumed,
  onClosed: (closedBy: AttemptClosedBy, notCounted: readonly string[]) => void,
): Player {
  const handle = useBackendHandle();
  const [answers, setAnswers] = useState<AttemptAnswers>(resumed.answers);
  const [queueState, setQueueState] = useState<SaveState>(
    Object.keys(resumed.kept.pending).length > 0 ? 'saving' : 'saved',
  );
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const clock = useMemo(() => createServerClock(start.serverTime), [start]);
  const queueRef = useRef<SaveQueue | null>(null);
  const closedRef = useRef(onClosed);
  closedRef.current = onClosed;

  useEffect(() => {
    const queue = createSaveQueue({
      kept: resumed.kept,
      send: async (sequence, batch) =>
        (await handle.load()).attempts.save(uid, editionId, sequence, batch),
      keep: (kept) => writeKeptAnswers(start.attemptId, kept),
      isOnline,
      onState: (state) => setQueueState(state),
      onOutcome: (outcome, sentAt) => clock.sync(outcome.serverTime, sentAt),
      onClosed: () => closedRef.current('deadline', queueRef.current?.notCounted() ?? []),
    });
    queueRef.current = queue;
    queue.resume();
    return () => queue.dispose();
  }, [handle, uid, editionId, start, resumed, clock]);

  useEffect(() => {
    if (online) queueRef.current?.resume();
  }, [online]);

  const answer = useCallback((itemId: string, value: AttemptAnswer) => {
    setAnswers((current) => ({ ...current, [itemId]: value }));
    queueRef.current?.set(itemId, value);
  }, []);

  const close = useCallback(
    async (closedBy: AttemptClosedBy) => {
      const queue = queueRef.current;
      if (queue === null) return;
      const notCounted = [...new Set([...queue.notCounted(), ...Object.keys(queue.pending())])];
      queue.dispose();
      await writeKeptAnswers(start.attemptId, {
        sequence: start.lastSequence,
        pending: {},
        notCounted,
      }).catch(() => undefined);
      closedRef.current(closedBy, notCounted);
    },
    [start],
  );

  const submit = useCallback(async () => {
    const queue = queueRef.current;
    if (queue === null) return;
    await queue.flush();
    if (Object.keys(queue.pending()).length > 0) throw new Error('answers not yet sent');
    const outcome = await (await handle.load()).attempts.submit(uid, editionId);
    await close(outcome.closedBy);
  }, [handle, uid, editionId, close]);

  const expire = useCallback(() => {
    void (async () => {
      await queueRef.current?.flush();
      try {
        await (await handle.load()).attempts.submit(uid, editionId);
      } catch {
        // The server closes an attempt nobody submitted on its own schedule.
      }
      await close('deadline');
    })();
  }, [handle, uid, editionId, close]);

  return { answers, state: online ? queueState : 'offline', clock, answer, submit, expire };
}
