import { BackendError, type BackendErrorCode } from '@apex/auth-port';
import type { MemoryOperation } from './types.ts';

interface Fault {
  readonly code: BackendErrorCode;
  readonly message: string;
}

/** Failures queued by tests, consumed one per call of the named operation. */
export class FaultQueue {
  private readonly queued = new Map<MemoryOperation, Fault[]>();

  add(operation: MemoryOperation, code: BackendErrorCode, message?: string): void {
    const faults = this.queued.get(operation) ?? [];
    faults.push({ code, message: message ?? `Simulated failure of ${operation} (${code}).` });
    this.queued.set(operation, faults);
  }

  /** Throws the next queued failure of `operation`, if any. */
  throwIfQueued(operation: MemoryOperation): void {
    const fault = this.queued.get(operation)?.shift();
    if (fault !== undefined) throw new BackendError(fault.code, fault.message);
  }
}
