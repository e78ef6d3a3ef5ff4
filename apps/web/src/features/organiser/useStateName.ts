import { isIndianStateOrUnionTerritory } from '@apex/core';
import { STATE_NAMES } from '../../content/registrationCopy.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';

/** A stored state's name (English, as stored) in the page's language. */
export function useStateName(): (state: string) => string {
  const names = useLocalized(STATE_NAMES);
  return (state) => (isIndianStateOrUnionTerritory(state) ? names[state] : state);
}
