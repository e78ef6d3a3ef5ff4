import type { AttemptAnswer, AttemptAnswers, AttemptSaveOutcome } from '@apex/auth-port';

/** What the page says about its answers: all with the server, on their way, or kept here offline. */
export type SaveState = 'saved' | 'saving' | 'offline';

/** What the page keeps on the phone (IndexedDB) between two answers from the server. */
export interface KeptAnswers {
  /** The number of the last batch sent: the next is numbered above it (ADR 0182). */
  readonly sequence: number;
  /** Answers given and not yet counted by the server. */
  readonly pending: AttemptAnswers;
  /** Items whose answer the server did not count. */
  readonly notCounted: readonly string[];
}

export interface SaveQueueOptions {
  readonly kept: KeptAnswers;
  /** Sends a batch; a rejection with `code` `attempt/late` or `attempt/closed` ends the attempt. */
  readonly send: (sequence: number, answers: AttemptAnswers) => Promise<AttemptSaveOutcome>;
  /** Keeps the queue's state on the phone; called before each send and after each answer. */
  readonly keep: (kept: KeptAnswers) => Promise<void>;
  readonly isOnline: () => boolean;
  readonly onState: (state: SaveState, notCounted: readonly string[]) => void;
  /** Each answer from the server, with when its call was sent (monotonic), for the clock. */
  readonly onOutcome?: (outcome: AttemptSaveOutcome, sentAt: number) => void;
  /** The server refused the batch because the attempt is over. */
  readonly onClosed?: (code: string) => void;
  /** At most one write per this many ms (the contract's one a second). */
  readonly intervalMs?: number;
  /** How long to wait before trying again after the server could not be reached. */
  readonly retryMs?: number;
  readonly monotonic?: () => number;
}

export interface SaveQueue {
  /** Records an answer: kept on the phone at once, sent within the interval. */
  set(itemId: string, answer: AttemptAnswer): void;
  /** Sends what is pending now (before a submit, at the deadline); resolves when done or failed. */
  flush(): Promise<void>;
  /** The connection is back: send what waited. */
  resume(): void;
  /** Items whose answers were not counted, and the answers still pending. */
  readonly notCounted: () => readonly string[];
  readonly pending: () => AttemptAnswers;
  dispose(): void;
}

const ENDED = new Set(['attempt/late', 'attempt/closed']);
const same = (a: AttemptAnswer | undefined, b: AttemptAnswer) =>
  JSON.stringify(a) === JSON.stringify(b);

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/**
 * The player's answers on their way to the server (issue 40): each answer kept on the phone first,
 * then sent in numbered batches, one write a second at most, one call at a time. A batch the server
 * did not answer (offline, no connection) stays pending and goes, under a new number, with the
 * answers given since; the server merges per item, so a batch that did arrive changes nothing.
 */
export function createSaveQueue(options: SaveQueueOptions): SaveQueue {
  const intervalMs = options.intervalMs ?? 1000;
  const retryMs = options.retryMs ?? 5000;
  const monotonic = options.monotonic ?? (() => performance.now());
  const pending = new Map<string, AttemptAnswer>(Object.entries(options.kept.pending));
  const notCounted = new Set(options.kept.notCounted);
  let sequence = options.kept.sequence;
  let lastSentAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<void> | null = null;
  let offline = false;
  let ended = false;
  let disposed = false;

  const snapshot = (): KeptAnswers => ({
    sequence,
    pending: Object.fromEntries(pending),
    notCounted: [...notCounted],
  });
  const keep = () => options.keep(snapshot()).catch(() => undefined);
  const report = () => {
    const state: SaveState = offline
      ? 'offline'
      : pending.size > 0 || inFlight
        ? 'saving'
        : 'saved';
    options.onState(state, [...notCounted]);
  };

  function schedule(delay?: number) {
    if (timer !== null || inFlight !== null || ended || disposed || pending.size === 0) return;
    if (!options.isOnline()) {
      offline = true;
      report();
      return;
    }
    const wait = delay ?? Math.max(0, lastSentAt + intervalMs - monotonic());
    timer = setTimeout(() => {
      timer = null;
      void sendNow();
    }, wait);
  }

  async function sendNow(): Promise<void> {
    if (inFlight !== null) return inFlight;
    if (ended || disposed || pending.size === 0) return;
    if (!options.isOnline()) {
      offline = true;
      report();
      return;
    }
    const batch = Object.fromEntries(pending);
    sequence += 1;
    const number = sequence;
    lastSentAt = monotonic();
    const sentAt = lastSentAt;
    const run = (async () => {
      await keep();
      try {
        const outcome = await options.send(number, batch);
        offline = false;
        for (const [itemId, answer] of Object.entries(batch)) {
          if (same(pending.get(itemId), answer)) pending.delete(itemId);
        }
        for (const itemId of outcome.counted) notCounted.delete(itemId);
        for (const itemId of outcome.notCounted) notCounted.add(itemId);
        options.onOutcome?.(outcome, sentAt);
      } catch (error) {
        const code = codeOf(error);
        if (ENDED.has(code)) {
          ended = true;
          for (const itemId of pending.keys()) notCounted.add(itemId);
          pending.clear();
          options.onClosed?.(code);
        } else {
          offline = true;
        }
      }
      await keep();
    })();
    inFlight = run;
    report();
    await run;
    inFlight = null;
    report();
    schedule(offline ? retryMs : undefined);
  }

  return {
    set(itemId, answer) {
      if (ended) return;
      pending.set(itemId, answer);
      void keep();
      report();
      schedule();
    },
    async flush() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      if (inFlight !== null) await inFlight;
      await sendNow();
    },
    resume() {
      offline = false;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      report();
      schedule();
    },
    notCounted: () => [...notCounted],
    pending: () => Object.fromEntries(pending),
    dispose() {
      disposed = true;
      if (timer !== null) clearTimeout(timer);
    },
  };
}
