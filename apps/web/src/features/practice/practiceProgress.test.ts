import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_PROGRESS, progressKey, readProgress, saveProgress } from './practiceProgress.ts';

afterEach(() => window.sessionStorage.clear());

describe('practice progress', () => {
  it('keeps a grade’s answers and its checked state for the next document of this tab', () => {
    saveProgress(7, { answers: { 'p7-e1': 'a', 'p7-e2': ['a', 'c'] }, checked: true });

    expect(readProgress(7)).toEqual({
      answers: { 'p7-e1': 'a', 'p7-e2': ['a', 'c'] },
      checked: true,
    });
    expect(readProgress(8)).toEqual(NO_PROGRESS);
  });

  it('ignores what is not ours: broken JSON, another shape, answers of the wrong type', () => {
    window.sessionStorage.setItem(progressKey(6), '{broken');
    expect(readProgress(6)).toEqual(NO_PROGRESS);

    window.sessionStorage.setItem(progressKey(6), JSON.stringify({ answers: 'a' }));
    expect(readProgress(6)).toEqual(NO_PROGRESS);

    window.sessionStorage.setItem(progressKey(6), 'null');
    expect(readProgress(6)).toEqual(NO_PROGRESS);

    window.sessionStorage.setItem(
      progressKey(6),
      JSON.stringify({ answers: { a: 'b', c: 3, d: [1] }, checked: 'yes' }),
    );
    expect(readProgress(6)).toEqual({ answers: { a: 'b' }, checked: false });
  });

  it('works on without storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });

    expect(() => saveProgress(6, { answers: { x: 'y' }, checked: false })).not.toThrow();
    expect(readProgress(6)).toEqual(NO_PROGRESS);
  });
});
