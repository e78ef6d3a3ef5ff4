import { Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import { CoreTokens } from '../layouts/CoreTokens.tsx';
import { routes } from './routes.tsx';

export function App() {
  return (
    <>
      <CoreTokens />
      <Suspense fallback={null}>{useRoutes(routes)}</Suspense>
    </>
  );
}
