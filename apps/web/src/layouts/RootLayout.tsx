import { Outlet } from 'react-router-dom';
import { CoreTokens } from './CoreTokens.tsx';

/** Around every route: the design tokens from @apex/core (each page renders its own head tags). */
export function RootLayout() {
  return (
    <>
      <CoreTokens />
      <Outlet />
    </>
  );
}
