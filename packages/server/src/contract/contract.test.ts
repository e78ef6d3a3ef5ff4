import { describe, expect, it } from 'vitest';
import * as contract from './index';

describe('the contract entry point', () => {
  it('loads without the decisions (it is what the browser imports)', () => {
    expect(typeof contract).toBe('object');
  });
});
