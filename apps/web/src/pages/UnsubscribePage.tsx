import { useSearchParams } from 'react-router-dom';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { SubscriptionLink } from '../features/subscribe/index.ts';
import { useMessages } from '../hooks/useMessages.ts';

/**
 * /unsubscribe and /hi/unsubscribe (issue 30): the page a list mail's unsubscribe link opens, no account needed.
 * Served as the app shell and noindex: the token is read here, in the browser. TODO(integrator):
 * register the route in the framework's route table (as /guardian is) once that is in main.
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
