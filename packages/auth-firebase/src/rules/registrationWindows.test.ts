import { EDITION_2024, EDITIONS } from '@apex/core';
import { describe, expect, it } from 'vitest';
import {
  openWindows,
  rulesWindowsOf,
  WINDOWS_END,
  WINDOWS_START,
  withWindows,
} from './registrationWindows.ts';
import { readRepoFile } from './rulesFiles.ts';

describe('the registration windows in firestore.rules', () => {
  const rules = readRepoFile('firestore.rules');

  it("are exactly the ones generated from core's editions (run `pnpm --filter @apex/auth-firebase rules:windows`)", () => {
    expect(withWindows(rules, rulesWindowsOf(EDITIONS))).toBe(rules);
    for (const edition of EDITIONS) expect(rules).toContain(`'${edition.id}': [timestamp.value(`);
  });

  it('open at 00:00 in India on the first day and close at 00:00 after the last', () => {
    const [window] = rulesWindowsOf([EDITION_2024]);
    expect(window).toEqual({
      editionId: '2024',
      opensAt: Date.parse('2024-08-31T18:30:00Z'),
      closesAt: Date.parse('2024-10-25T18:30:00Z'),
      label: '2024-09-01 to 2024-10-25',
    });
  });

  it('are replaced between the markers only, whatever was there', () => {
    const fixture = `before\n  ${WINDOWS_START}\n  stale\n  ${WINDOWS_END}\nafter\n`;
    const written = withWindows(fixture, rulesWindowsOf([{ ...EDITION_2024, id: 'test' }]));
    expect(written.startsWith(`before\n  ${WINDOWS_START}`)).toBe(true);
    expect(written.endsWith(`  ${WINDOWS_END}\nafter\n`)).toBe(true);
    expect(written).not.toContain('stale');
    expect(written).toContain(
      "  'test': [timestamp.value(1725129000000), timestamp.value(1729881000000)]",
    );
    expect(withWindows(written, rulesWindowsOf([{ ...EDITION_2024, id: 'test' }]))).toBe(written);
  });

  it('refuse rules without the markers', () => {
    expect(() => withWindows('no markers', rulesWindowsOf())).toThrow(/REGISTRATION WINDOWS/);
  });

  it('can be opened around a moment, for tests that write now', () => {
    const now = Date.parse('2026-11-26T06:30:00Z');
    for (const window of openWindows(now)) {
      expect(window.opensAt).toBeLessThan(now);
      expect(window.closesAt).toBeGreaterThan(now);
    }
  });
});
