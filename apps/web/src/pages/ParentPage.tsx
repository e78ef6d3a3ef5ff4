import { useSearchParams } from 'react-router';
import { RouteError } from '../components/errors/RouteError.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { ParentConfirmation } from '../features/guardian/index.ts';
import { useMessages } from '../hooks/useMessages.ts';
import { routeMeta } from '../seo/headTags.ts';

/**
 * /parent?token=… and /hi/parent (issue 38): where the parent of an under-18 account, with no
 * account, confirms it from the link in the mail. Served as the app shell; the token is read here.
 */
export default function ParentPage() {
  const [params] = useSearchParams();
  const text = useMessages().parentPage;
  return (
    <>
      <PageIntro title={text.title} />
      <Container>
        <ParentConfirmation token={params.get('token')} />
      </Container>
    </>
  );
}

export const meta = routeMeta('parent');

export function ErrorBoundary() {
  return <RouteError />;
}
