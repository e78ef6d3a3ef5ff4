import { Navigate } from 'react-router';
import { RouteError } from '../components/errors/RouteError.tsx';
import { OrganiserConsole } from '../features/organiser/index.ts';
import { useSiteHref } from '../hooks/useSiteHref.ts';
import { routes } from '../routes/paths.ts';
import { routeMeta } from '../seo/headTags.ts';

/**
 * /organiser (issue 29): the organisers' console. A signed-out visitor logs in first and comes
 * back here; the console itself tells a signed-in account without the role that it has no access.
 */
export default function OrganiserPage() {
  const siteHref = useSiteHref();
  return (
    <OrganiserConsole
      signedOut={
        <Navigate to={siteHref(routes.login.getHref(routes.organiser.getHref()))} replace />
      }
    />
  );
}

export const meta = routeMeta('organiser');

export function ErrorBoundary() {
  return <RouteError />;
}
