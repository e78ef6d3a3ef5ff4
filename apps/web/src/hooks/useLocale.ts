import type { Locale } from '@apex/core';
import { useContext } from 'react';
import { LocaleContext } from './LocaleContext.ts';

/** The language the page is shown in: the one place components read it, and every word follows. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}
