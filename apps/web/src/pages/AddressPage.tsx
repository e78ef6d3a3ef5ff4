import { AGENCY } from '@apex/core';
import { ContactDetails } from '../components/contact/ContactDetails.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';

/** /address: where we are and how to meet us (spec section 2). */
export default function AddressPage() {
  return (
    <>
      <PageIntro
        eyebrow="Address"
        title="Contact and address"
        lead={`${AGENCY.name} is a remote team. Here is how to reach us and where we meet.`}
      />
      <Container>
        <ContactDetails />
      </Container>
    </>
  );
}
