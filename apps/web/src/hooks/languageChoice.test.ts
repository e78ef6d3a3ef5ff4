import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersHindi, readLanguageChoice, rememberLanguageChoice } from './languageChoice.ts';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('the remembered language', () => {
  it('is nothing until chosen, then the choice', () => {
    expect(readLanguageChoice()).toBeNull();
    rememberLanguageChoice('hi');
    expect(readLanguageChoice()).toBe('hi');
  });

  it('ignores a stored value that is not one of our languages', () => {
    window.localStorage.setItem('apex.language', 'fr');
    expect(readLanguageChoice()).toBeNull();
  });

  it('is simply not remembered when storage fails', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => rememberLanguageChoice('hi')).not.toThrow();
    expect(readLanguageChoice()).toBeNull();
  });
});

describe('prefersHindi', () => {
  it('follows the browser order between Hindi and English', () => {
    expect(prefersHindi(['hi-IN', 'en-US'])).toBe(true);
    expect(prefersHindi(['mr-IN', 'hi', 'en'])).toBe(true);
    expect(prefersHindi(['en-IN', 'hi-IN'])).toBe(false);
    expect(prefersHindi(['ta-IN'])).toBe(false);
    expect(prefersHindi([])).toBe(false);
  });
});
