import type { Locale } from '@apex/core';
import { useMemo } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { useAuthLanguage } from '../backend/useAuthLanguage.ts';
import { LocaleContext } from '../hooks/LocaleContext.ts';
import { SiteNavigationContext } from '../hooks/SiteNavigationContext.ts';
import { siteNavigation } from '../routes/siteNavigation.ts';
import { CoreTokens } from './CoreTokens.tsx';

/**
 * Around every route: the page's language (also the language of the backend's mail), the way its
 * links reach other pages (src/components/ui/SiteLink.tsx) and the design tokens from @apex/core
 * (each page renders its own head tags). The language is the document's, fixed when its router
 * was made: a Hindi page runs its router under `/hi`, so its links never leave Hindi, and
 * switching language loads the other language's document (docs/decisions.md, L2).
 */
export function RootLayout({ locale }: { locale: Locale }) {
  useAuthLanguage(locale);
  const navigate = useNavigate();
  const site = useMemo(() => siteNavigation(navigate, locale), [navigate, locale]);
  return (
    <LocaleContext.Provider value={locale}>
      <SiteNavigationContext.Provider value={site}>
        <CoreTokens />
        <Outlet />
      </SiteNavigationContext.Provider>
    </LocaleContext.Provider>
  );
}
