import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { RouteError } from '../components/errors/RouteError.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { GuardianManage } from '../features/guardian/index.ts';
import { useMessages } from '../hooks/useMessages.ts';
import { routeMeta } from '../seo/headTags.ts';

/**
 * /guardian/manage?token=… and /hi/guardian/manage (issue 38): the parent's or guardian's own
 * page, from the manage link every mail to them carries; no account. Served as the app shell; the
 * token is read here, in the browser.
 */
export default function GuardianManagePage() {
  const [params] = useSearchParams();
  const text = useMessages().guardianManage;
  const [withdrawn, setWithdrawn] = useState(false);
  return (
    <>
      <PageIntro title={withdrawn ? text.withdrawnTitle : text.title} />
      <Container>
        <GuardianManage token={params.get('token')} onWithdrawn={() => setWithdrawn(true)} />
      </Container>
    </>
  );
}

export const meta = routeMeta('guardianManage');

export function ErrorBoundary() {
  return <RouteError />;
}
