import { AGENCY } from '@apex/core';
import { ContactDetails } from '../components/contact/ContactDetails.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { Section } from '../components/ui/Section.tsx';

/** /contact: how to reach us, and how to join us (the footer's Careers link lands here). */
export default function ContactPage() {
  return (
    <>
      <PageIntro
        eyebrow="Contact"
        title="Contact us"
        lead="We are a remote team: email is the quickest way to reach us."
      />
      <Container>
        <ContactDetails />
      </Container>
      <Section id="careers" tone="alt" heading="Careers" eyebrow="Join us">
        <p>
          We hire designers, engineers and teachers who want to work remotely on products for
          students. Send a short note about yourself and your work to{' '}
          <a href={`mailto:${AGENCY.supportEmail}`}>{AGENCY.supportEmail}</a>.
        </p>
      </Section>
    </>
  );
}
