import { ContactBanner } from '../components/home/ContactBanner.tsx';
import { ServicesSection } from '../components/home/ServicesSection.tsx';

/** /services: the services grid as a page of its own. */
export default function ServicesPage() {
  return (
    <>
      <ServicesSection asPage />
      <ContactBanner />
    </>
  );
}
