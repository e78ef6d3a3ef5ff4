import { Outlet, useLocation } from 'react-router-dom';
import { LocaleContext } from '../hooks/LocaleContext.ts';
import { localeOfPath } from '../routes/localePath.ts';
import { CoreTokens } from './CoreTokens.tsx';

/**
 * Around every route: the page's language, read from its URL, and the design tokens from
 * @apex/core (each page renders its own head tags).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <LocaleContext.Provider value={localeOfPath(pathname)}>
      <CoreTokens />
      <Outlet />
    </LocaleContext.Provider>
  );
}
