import { useSearchParams } from 'react-router';
import { RouteError } from '../components/errors/RouteError.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { SubscriptionLink } from '../features/subscribe/index.ts';
import { useMessages } from '../hooks/useMessages.ts';
import { routeMeta } from '../seo/headTags.ts';

/**
 * /unsubscribe and /hi/unsubscribe (issue 30): the page a list mail's unsubscribe link opens, no account needed. Served as the app shell and noindex (src/routes/paths.ts): the
 * token is read here, in the browser.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const text = useMessages().subscriptionPages;
  return (
    <>
      <PageIntro title={text.unsubscribeTitle} />
      <Container>
        <SubscriptionLink action="unsubscribe" token={params.get('token')} />
      </Container>
    </>
  );
}

export const meta = routeMeta('unsubscribe');

export function ErrorBoundary() {
  return <RouteError />;
}
