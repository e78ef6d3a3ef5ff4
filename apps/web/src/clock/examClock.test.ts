import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitorNow } from './examClock.ts';

const REAL_NOW = Date.parse('2026-11-23T06:30:00Z');

afterEach(() => {
  vi.unstubAllEnvs();
  window.history.replaceState(null, '', '/');
});

describe('visitorNow', () => {
  it('is the machine’s clock when no day is pretended', () => {
    vi.spyOn(Date, 'now').mockReturnValue(REAL_NOW);
    expect(visitorNow()).toBe(REAL_NOW);
  });

  it('takes ?today= or the stored apex.today in development', () => {
    vi.spyOn(Date, 'now').mockReturnValue(REAL_NOW);
    vi.stubEnv('DEV', true);
    window.history.replaceState(null, '', '/apex?today=2024-10-06');
    expect(visitorNow()).toBe(Date.parse('2024-10-06T12:00:00+05:30'));
    window.history.replaceState(null, '', '/apex');
    window.localStorage.setItem('apex.today', '2024-09-15');
    expect(visitorNow()).toBe(Date.parse('2024-09-15T12:00:00+05:30'));
  });

  it('ignores a pretended day in a production build', () => {
    vi.spyOn(Date, 'now').mockReturnValue(REAL_NOW);
    vi.stubEnv('DEV', false);
    window.history.replaceState(null, '', '/apex?today=2024-10-06');
    window.localStorage.setItem('apex.today', '2024-09-15');
    expect(visitorNow()).toBe(REAL_NOW);
  });
});
