import { BackendError } from '@apex/auth-port';
import type { FaultQueue } from './faults.ts';
import { delay } from './latency.ts';
import type { MemoryOperation } from './types.ts';

/** How every public call runs: wait for seeding, wait the latency, fail if asked to, then work. */
export interface OperationRunner {
  run<T>(operation: MemoryOperation, work: () => Promise<T> | T): Promise<T>;
}

export function createOperationRunner(options: {
  ready: Promise<void>;
  faults: FaultQueue;
  latencyMs: () => number;
}): OperationRunner {
  return {
    async run(operation, work) {
      await options.ready;
      await delay(options.latencyMs());
      options.faults.throwIfQueued(operation);
      try {
        return await work();
      } catch (error) {
        if (error instanceof BackendError) throw error;
        throw new BackendError('unknown', error instanceof Error ? error.message : String(error), {
          cause: error,
        });
      }
    },
  };
}
