import { useSearchParams } from 'react-router-dom';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { SubscriptionLink } from '../features/subscribe/index.ts';
import { useMessages } from '../hooks/useMessages.ts';

/**
 * /subscribe/confirm and /hi/subscribe/confirm (issue 30): the page a list mail's confirmation link opens, no account needed.
 * Served as the app shell and noindex: the token is read here, in the browser. TODO(integrator):
 * register the route in the framework's route table (as /guardian is) once that is in main.
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
