import { useSearchParams } from 'react-router';
import { RouteError } from '../components/errors/RouteError.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { SubscriptionLink } from '../features/subscribe/index.ts';
import { useMessages } from '../hooks/useMessages.ts';
import { routeMeta } from '../seo/headTags.ts';

/**
 * /subscribe/confirm and /hi/subscribe/confirm (issue 30): the page a list mail's confirmation link opens, no account needed. Served as the app shell and noindex (src/routes/paths.ts): the
 * token is read here, in the browser.
 */
export default function SubscriptionConfirmPage() {
  const [params] = useSearchParams();
  const text = useMessages().subscriptionPages;
  return (
    <>
      <PageIntro title={text.confirmTitle} />
      <Container>
        <SubscriptionLink action="confirm" token={params.get('token')} />
      </Container>
    </>
  );
}

export const meta = routeMeta('subscribeConfirm');

export function ErrorBoundary() {
  return <RouteError />;
}
