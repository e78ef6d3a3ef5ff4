import type { HostAndPort } from '../options.ts';
import { parseHostAndPort } from '../options.ts';

export interface EmulatorProbe {
  readonly address: HostAndPort | null;
  /** Why the tests that need it are skipped; null when it answered. */
  readonly skipReason: string | null;
}

/**
 * Whether the emulator named by `variable` answers. Rules can only be judged by the real rules
 * engine, which runs inside the Java emulators; without them those tests are skipped, and say why.
 */
export async function probeEmulator(variable: string): Promise<EmulatorProbe> {
  const value = process.env[variable];
  if (value === undefined || value === '') {
    return {
      address: null,
      skipReason: `${variable} is not set: the Firestore and Storage emulators need Java 21 (see docs/deploy.md, "The full emulator suite")`,
    };
  }
  const address = parseHostAndPort(value);
  try {
    await fetch(`http://${value}/`, { signal: AbortSignal.timeout(2000) });
    return { address, skipReason: null };
  } catch {
    return { address: null, skipReason: `${variable}=${value} does not answer` };
  }
}

/** Prints the reason once, so a skipped rules suite is visible in the test output. */
export function announceSkip(suite: string, probe: EmulatorProbe): void {
  if (probe.skipReason !== null) console.warn(`SKIPPED ${suite}: ${probe.skipReason}`);
}
