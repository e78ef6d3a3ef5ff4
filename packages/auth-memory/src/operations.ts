import {
  BACKEND_READ_TIMEOUT_MS,
  BACKEND_WRITE_TIMEOUT_MS,
  BackendError,
  type BackendErrorCode,
} from '@apex/auth-port';
import type { FaultQueue } from './faults.ts';
import { delay } from './latency.ts';
import { codeOnlyError } from './messages.ts';
import type { MemoryOperation } from './types.ts';

/** Bounds on a write, as the Firebase adapter has them: a time limit and a caller's Cancel. */
export interface RunLimits {
  /** Rejects with this code once the time limit has passed. */
  readonly timeoutCode?: BackendErrorCode;
  /** The time limit: `BACKEND_WRITE_TIMEOUT_MS` unless given (reads: `BACKEND_READ_TIMEOUT_MS`). */
  readonly timeoutMs?: number;
  /** Aborting rejects with `storage/canceled`. */
  readonly signal?: AbortSignal | undefined;
}

/** How every public call runs: wait for seeding, wait the latency, fail if asked to, then work. */
export interface OperationRunner {
  run<T>(operation: MemoryOperation, work: () => Promise<T> | T, limits?: RunLimits): Promise<T>;
}

function asBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  return new BackendError('unknown', error instanceof Error ? error.message : String(error), {
    cause: error,
  });
}

/**
 * Settles with `pending`, unless the time limit or the signal comes first. The work itself is not
 * stopped (it is in memory and short); its late result is ignored, as a cancelled upload's is.
 */
function bounded<T>(pending: Promise<T>, limits: RunLimits): Promise<T> {
  const { timeoutCode, signal, timeoutMs = BACKEND_WRITE_TIMEOUT_MS } = limits;
  if (timeoutCode === undefined && signal === undefined) return pending;
  return new Promise<T>((resolve, reject) => {
    const timer =
      timeoutCode === undefined
        ? undefined
        : setTimeout(() => finish(() => reject(codeOnlyError(timeoutCode))), timeoutMs);
    const onAbort = () => finish(() => reject(codeOnlyError('storage/canceled')));
    function finish(settle: () => void) {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      settle();
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    pending.then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error)),
    );
  });
}

/** A read the UI waits on: it gives up with `code` after `BACKEND_READ_TIMEOUT_MS` (issue 30). */
export function readLimits(code: BackendErrorCode): RunLimits {
  return { timeoutCode: code, timeoutMs: BACKEND_READ_TIMEOUT_MS };
}

export function createOperationRunner(options: {
  ready: Promise<void>;
  faults: FaultQueue;
  latencyMs: () => number;
}): OperationRunner {
  return {
    run(operation, work, limits = {}) {
      if (limits.signal?.aborted) return Promise.reject(codeOnlyError('storage/canceled'));
      const pending = (async () => {
        await options.ready;
        await delay(options.latencyMs());
        // Cancelled while waiting: the work must not run, so nothing is stored.
        if (limits.signal?.aborted) throw codeOnlyError('storage/canceled');
        options.faults.throwIfQueued(operation);
        try {
          return await work();
        } catch (error) {
          throw asBackendError(error);
        }
      })();
      return bounded(pending, limits);
    },
  };
}
