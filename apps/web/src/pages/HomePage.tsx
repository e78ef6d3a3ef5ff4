import { AGENCY, EXAM } from '@apex/core';
import { AboutSection } from '../components/home/AboutSection.tsx';
import { CommunitiesSection } from '../components/home/CommunitiesSection.tsx';
import { ContactBanner } from '../components/home/ContactBanner.tsx';
import { HeroSection } from '../components/home/HeroSection.tsx';
import { ProductsGallery } from '../components/home/ProductsGallery.tsx';
import { ServicesSection } from '../components/home/ServicesSection.tsx';
import { paths } from '../routes/paths.ts';
import { PageMeta } from '../seo/PageMeta.tsx';

/** /: the six home sections in the spec's order. */
export default function HomePage() {
  return (
    <>
      <PageMeta
        title={EXAM.fullName}
        description={`${AGENCY.description} Take ${EXAM.name}, the ${EXAM.fullName} for grades ${EXAM.grades.from} to ${EXAM.grades.to}.`}
        path={paths.home.path}
      />
      <HeroSection />
      <AboutSection />
      <ServicesSection />
      <ProductsGallery />
      <ContactBanner />
      <CommunitiesSection />
    </>
  );
}
