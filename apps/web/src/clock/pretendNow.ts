/**
 * Development only: `?today=2024-10-06` (or localStorage `apex.today` set to such a day) makes the
 * site behave as on that Indian day, at noon, so every phase can be seen without changing the
 * machine's clock. examClock.ts calls this only under `import.meta.env.DEV`, so production builds
 * drop it (README, Development).
 */
export function pretendNow(search: string, stored: string | null): number | undefined {
  const day = new URLSearchParams(search).get('today') ?? stored;
  if (day === null || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const instant = Date.parse(`${day}T12:00:00+05:30`);
  return Number.isNaN(instant) ? undefined : instant;
}
