import { ContactDetails } from '../components/contact/ContactDetails.tsx';
import { RouteError } from '../components/errors/RouteError.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { Section } from '../components/ui/Section.tsx';
import { ORGANISER } from '../config/organiser.ts';
import { SITE_COPY } from '../content/siteCopy.ts';
import { useLocalized } from '../hooks/useLocalized.ts';
import { routeMeta } from '../seo/headTags.ts';

/** /contact: how to reach us, and how to join us (the footer's Careers link lands here). */
export default function ContactPage() {
  const copy = useLocalized(SITE_COPY);
  return (
    <>
      <PageIntro
        eyebrow={copy.contactPageEyebrow}
        title={copy.contactPageTitle}
        lead={copy.contactPageLead}
      />
      <Container>
        <ContactDetails />
      </Container>
      <Section id="careers" tone="alt" heading={copy.careersHeading} eyebrow={copy.careersEyebrow}>
        <p>
          {copy.careersText}{' '}
          <a href={`mailto:${ORGANISER.supportEmail}`}>{ORGANISER.supportEmail}</a>.
        </p>
      </Section>
    </>
  );
}

export const meta = routeMeta('contact');

export function ErrorBoundary() {
  return <RouteError />;
}
