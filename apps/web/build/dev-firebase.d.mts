export function parseJavaMajor(output: string): number | null;
export function emulatorPlan(
  javaMajor: number | null,
  emulators: Record<string, { host: string; port: number }>,
): { only: string; env: Record<string, string>; full: boolean };
