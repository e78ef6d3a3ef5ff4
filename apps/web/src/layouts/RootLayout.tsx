import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useAuthLanguage } from '../backend/useAuthLanguage.ts';
import { DevMailboxSlot } from '../features/devMailbox/index.ts';
import { useLocale } from '../hooks/useLocale.ts';
import { StructuredData } from '../seo/StructuredData.tsx';
import { CoreTokens } from './CoreTokens.tsx';

/** Marks the document once the app has hydrated (`<html data-hydrated>`), for tests and tools. */
function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
}

/**
 * Around every route: the language of the backend's mail (the page's), the design tokens from
 * @apex/core and the page's structured data (its head tags are its route's `meta`), and the
 * development mailbox on the development server.
 */
export function RootLayout() {
  const locale = useLocale();
  useAuthLanguage(locale);
  useEffect(markHydrated, []);
  return (
    <>
      <CoreTokens />
      <StructuredData />
      <Outlet />
      <DevMailboxSlot />
    </>
  );
}
