import { Navigate } from 'react-router-dom';
import { OrganiserConsole } from '../features/organiser/index.ts';
import { routes } from '../routes/routes.tsx';

/**
 * /organiser (issue 29): the organisers' console. A signed-out visitor logs in first and comes
 * back here; the console itself tells a signed-in account without the role that it has no access.
 */
export default function OrganiserPage() {
  return (
    <OrganiserConsole
      signedOut={<Navigate to={routes.login.getHref(routes.organiser.getHref())} replace />}
    />
  );
}
