import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../routes/paths.ts';

// Account pages load on demand: visitors to the content pages never download the form code.
const RegisterPage = lazy(() => import('../features/account/RegisterPage.tsx'));
const EditProfilePage = lazy(() => import('../features/account/EditProfilePage.tsx'));

function Placeholder({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

/** The route table. Layouts and pages are filled in by the pages issue. */
export const routes: RouteObject[] = [
  { path: paths.register.path, element: <RegisterPage /> },
  { path: paths.login.path, element: <RegisterPage /> },
  { path: paths.editProfile.path, element: <EditProfilePage /> },
  { path: paths.home.path, element: <Placeholder title="Apex" /> },
  { path: '*', element: <Placeholder title="Page not found" /> },
];
