import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { RouteError } from '../components/errors/RouteError.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { GuardianConsent } from '../features/guardian/index.ts';
import { useMessages } from '../hooks/useMessages.ts';
import { routeMeta } from '../seo/headTags.ts';

/**
 * /guardian?token=… and /hi/guardian (issue 28): where a parent or guardian, with no account,
 * confirms or declines a registration from the link in the mail. Served as the app shell; the
 * token is read here, in the browser.
 */
export default function GuardianPage() {
  const [params] = useSearchParams();
  const text = useMessages().guardianPage;
  // After the answer the heading no longer asks: it says what has happened (issue 39).
  const [answered, setAnswered] = useState(false);
  return (
    <>
      <PageIntro title={answered ? text.answeredTitle : text.title} />
      <Container>
        <GuardianConsent token={params.get('token')} onAnswered={() => setAnswered(true)} />
      </Container>
    </>
  );
}

export const meta = routeMeta('guardian');

export function ErrorBoundary() {
  return <RouteError />;
}
