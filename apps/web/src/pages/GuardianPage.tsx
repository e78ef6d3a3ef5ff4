import { useSearchParams } from 'react-router-dom';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { GuardianConsent } from '../features/guardian/index.ts';
import { useMessages } from '../hooks/useMessages.ts';

/**
 * /guardian?token=… and /hi/guardian (issue 28): where a parent or guardian, with no account,
 * confirms or declines a registration from the link in the mail. Served as the app shell; the
 * token is read here, in the browser.
 */
export default function GuardianPage() {
  const [params] = useSearchParams();
  const text = useMessages().guardianPage;
  return (
    <>
      <PageIntro title={text.title} />
      <Container>
        <GuardianConsent token={params.get('token')} />
      </Container>
    </>
  );
}
