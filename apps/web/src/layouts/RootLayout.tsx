import { Outlet } from 'react-router-dom';
import { RouteMeta } from '../seo/RouteMeta.tsx';
import { CoreTokens } from './CoreTokens.tsx';

/** Around every route: the design tokens from @apex/core and the matched route's head tags. */
export function RootLayout() {
  return (
    <>
      <CoreTokens />
      <RouteMeta />
      <Outlet />
    </>
  );
}
