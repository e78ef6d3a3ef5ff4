import { EDITIONS, type ExamEdition } from '@apex/core';

/**
 * firestore.rules refuses a registration written outside its edition's registration window
 * (issue 28). The rules language cannot import @apex/core, so the windows are written into the
 * rules between two markers by `pnpm --filter @apex/auth-firebase rules:windows`, from core's
 * EDITIONS; registrationWindows.test.ts fails while the two disagree.
 */

export const WINDOWS_START = '// >>> REGISTRATION WINDOWS';
export const WINDOWS_END = '// <<< REGISTRATION WINDOWS';

/** One edition's window as the rules compare it: from `opensAt` (included) to `closesAt` (excluded). */
export interface RulesWindow {
  readonly editionId: string;
  readonly opensAt: number;
  readonly closesAt: number;
  /** What the rules' comment says, e.g. "2024-09-01 to 2024-10-25". */
  readonly label: string;
}

const DAY_MS = 86_400_000;

/** 00:00 in India (UTC+05:30, no daylight saving) on an ISO day. */
function startOfIndianDay(day: string): number {
  return Date.parse(`${day}T00:00:00+05:30`);
}

/** Each edition's window: 00:00 in India on its first day to 00:00 after its last. */
export function rulesWindowsOf(editions: readonly ExamEdition[] = EDITIONS): RulesWindow[] {
  return editions.map((edition) => ({
    editionId: edition.id,
    opensAt: startOfIndianDay(edition.registration.start),
    closesAt: startOfIndianDay(edition.registration.end) + DAY_MS,
    label: `${edition.registration.start} to ${edition.registration.end}`,
  }));
}

/** The generated function, indented for its place in firestore.rules. */
export function windowsBlock(windows: readonly RulesWindow[], indent = '    '): string {
  const entries = windows.map(
    (window, index) =>
      `${indent}    // ${window.editionId}: ${window.label}, Indian days, both included\n` +
      `${indent}    '${window.editionId}': [timestamp.value(${window.opensAt}), timestamp.value(${window.closesAt})]${
        index < windows.length - 1 ? ',' : ''
      }`,
  );
  return [
    `${indent}${WINDOWS_START} (generated from @apex/core EDITIONS by \`pnpm --filter @apex/auth-firebase rules:windows\`; do not edit)`,
    `${indent}// Each edition that takes registrations: [opens, closes), from 00:00 in India on its first day to 00:00 after its last.`,
    `${indent}function registrationWindows() {`,
    `${indent}  return {`,
    ...entries,
    `${indent}  };`,
    `${indent}}`,
    `${indent}${WINDOWS_END}`,
  ].join('\n');
}

/** The rules with the block between the markers replaced; throws if the markers are missing. */
export function withWindows(rules: string, windows: readonly RulesWindow[]): string {
  const start = rules.indexOf(WINDOWS_START);
  const end = rules.indexOf(WINDOWS_END);
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`firestore.rules has no "${WINDOWS_START}" … "${WINDOWS_END}" block`);
  }
  const lineStart = rules.lastIndexOf('\n', start) + 1;
  const indent = rules.slice(lineStart, start);
  return `${rules.slice(0, lineStart)}${windowsBlock(windows, indent)}${rules.slice(end + WINDOWS_END.length)}`;
}

/** For tests that must write now: every edition open from a day ago for a year. */
export function openWindows(
  now: number,
  editions: readonly ExamEdition[] = EDITIONS,
): RulesWindow[] {
  return rulesWindowsOf(editions).map((window) => ({
    ...window,
    opensAt: now - DAY_MS,
    closesAt: now + 365 * DAY_MS,
    label: 'open for the tests',
  }));
}
