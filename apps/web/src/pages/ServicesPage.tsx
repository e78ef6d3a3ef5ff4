import { AGENCY } from '@apex/core';
import { ContactBanner } from '../components/home/ContactBanner.tsx';
import { ServicesSection } from '../components/home/ServicesSection.tsx';
import { paths } from '../routes/paths.ts';
import { PageMeta } from '../seo/PageMeta.tsx';

/** /services: the services grid as a page of its own. */
export default function ServicesPage() {
  return (
    <>
      <PageMeta
        title="Our Services"
        description={`${AGENCY.name} services: education, mobile apps, blockchain, photography and video, digital marketing, web design and development.`}
        path={paths.services.path}
      />
      <ServicesSection asPage />
      <ContactBanner />
    </>
  );
}
