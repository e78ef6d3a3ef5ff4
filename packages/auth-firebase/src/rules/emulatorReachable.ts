import type { HostAndPort } from '../options.ts';
import { parseHostAndPort } from '../options.ts';

export interface EmulatorProbe {
  readonly address: HostAndPort | null;
  /** Why the tests that need it did not run, said loudly; null when it answered. */
  readonly skipReason: string | null;
}

/** The words every suite that did not run carries in its title; the not-run reporter counts them. */
export const DID_NOT_RUN = 'DID NOT RUN';

/**
 * Set by `test:emulators` (which CI runs): the real Firestore emulator is required, so a suite
 * that cannot reach it fails instead of being reported as not run.
 */
const REQUIRED = 'APEX_REQUIRE_REAL_FIRESTORE';

/** How to run a suite that needs the emulator named by `variable`. */
function howToRun(variable: string): string {
  return variable === 'FIRESTORE_EMULATOR_HOST'
    ? 'it needs Java 21 and the Cloud SDK Firestore emulator: pnpm --filter @apex/auth-firebase test:emulators (docs/deploy.md, "The full emulator suite")'
    : 'it needs the Storage emulator with its rules runtime, which this machine kind lacks; the storage model (*.storage-model.test.ts) stands in';
}

function missing(variable: string, why: string): EmulatorProbe {
  if (variable === 'FIRESTORE_EMULATOR_HOST' && process.env[REQUIRED] === '1') {
    // Thrown while the file loads, so vitest fails the file: CI never reads "not run" as passed.
    throw new Error(`${REQUIRED}=1, but the real Firestore emulator is missing: ${why}`);
  }
  return { address: null, skipReason: `${DID_NOT_RUN}: ${why}; ${howToRun(variable)}` };
}

/**
 * Whether the emulator named by `variable` answers. Rules can only be judged by the real rules
 * engine, which runs inside the Java emulators; there is no model of it (docs/adr/0110), so
 * without it the suites that need it are reported loudly as not run (or fail, where required).
 */
export async function probeEmulator(variable: string): Promise<EmulatorProbe> {
  const value = process.env[variable];
  if (value === undefined || value === '') return missing(variable, `${variable} is not set`);
  const address = parseHostAndPort(value);
  try {
    await fetch(`http://${value}/`, { signal: AbortSignal.timeout(2000) });
    return { address, skipReason: null };
  } catch {
    return missing(variable, `${variable}=${value} does not answer`);
  }
}

/** Prints the reason as a banner line, so a suite that did not run is loud in the test output. */
export function announceSkip(suite: string, probe: EmulatorProbe): void {
  if (probe.skipReason !== null) console.warn(`!!! ${suite}: ${probe.skipReason}`);
}
