import { DEFAULT_LOCALE, type Locale } from '@apex/core';
import { createContext } from 'react';

/**
 * The page's language, set once at the root from the URL (`/hi/...` is Hindi, everything else
 * English; src/routes/localePath.ts). Outside a provider (a component rendered alone in a test) the
 * page is English.
 */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);
