import { describe, expect, it } from 'vitest';
import {
  INDIAN_STATES,
  INDIAN_STATES_AND_UNION_TERRITORIES,
  INDIAN_UNION_TERRITORIES,
  isIndianStateOrUnionTerritory,
} from './indianStates.ts';

describe("India's states and union territories", () => {
  it('lists the 28 states and 8 union territories, each once', () => {
    expect(INDIAN_STATES).toHaveLength(28);
    expect(INDIAN_UNION_TERRITORIES).toHaveLength(8);
    expect(new Set(INDIAN_STATES_AND_UNION_TERRITORIES).size).toBe(36);
  });

  it('recognises a listed name exactly, and nothing else', () => {
    expect(isIndianStateOrUnionTerritory('Tamil Nadu')).toBe(true);
    expect(isIndianStateOrUnionTerritory('Ladakh')).toBe(true);
    expect(isIndianStateOrUnionTerritory('tamil nadu')).toBe(false);
    expect(isIndianStateOrUnionTerritory('Orissa')).toBe(false);
    expect(isIndianStateOrUnionTerritory('')).toBe(false);
  });
});
