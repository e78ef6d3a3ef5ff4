import { AboutSection } from '../components/home/AboutSection.tsx';
import { AccountDeletedNotice } from '../components/home/AccountDeletedNotice.tsx';
import { CommunitiesSection } from '../components/home/CommunitiesSection.tsx';
import { ContactBanner } from '../components/home/ContactBanner.tsx';
import { HeroSection } from '../components/home/HeroSection.tsx';
import { ProductsGallery } from '../components/home/ProductsGallery.tsx';
import { ServicesSection } from '../components/home/ServicesSection.tsx';

/** /: the six home sections in the spec's order. */
export default function HomePage() {
  return (
    <>
      <AccountDeletedNotice />
      <HeroSection />
      <AboutSection />
      <ServicesSection />
      <ProductsGallery />
      <ContactBanner />
      <CommunitiesSection />
    </>
  );
}
