import { Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import { routes } from './routes.tsx';

export function App() {
  return <Suspense fallback={null}>{useRoutes(routes)}</Suspense>;
}
