import { ContactDetails } from '../components/contact/ContactDetails.tsx';
import { RouteError } from '../components/errors/RouteError.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { SITE_COPY } from '../content/siteCopy.ts';
import { useLocalized } from '../hooks/useLocalized.ts';
import { routeMeta } from '../seo/headTags.ts';

/** /address: where we are and how to meet us (spec section 2). */
export default function AddressPage() {
  const copy = useLocalized(SITE_COPY);
  return (
    <>
      <PageIntro eyebrow={copy.addressEyebrow} title={copy.addressTitle} lead={copy.addressLead} />
      <Container>
        <ContactDetails />
      </Container>
    </>
  );
}

export const meta = routeMeta('address');

export function ErrorBoundary() {
  return <RouteError />;
}
