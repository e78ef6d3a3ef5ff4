import { describe, expect, it } from 'vitest';
import { choiceLetter } from './choiceLetter.ts';

describe('choiceLetter', () => {
  it('letters choices by their place, as printed papers do', () => {
    expect([0, 1, 2, 3].map(choiceLetter)).toEqual(['(A)', '(B)', '(C)', '(D)']);
  });
});
