import { RouteError } from '../components/errors/RouteError.tsx';
import { AboutSection } from '../components/home/AboutSection.tsx';
import { AccountDeletedNotice } from '../components/home/AccountDeletedNotice.tsx';
import { CommunitiesSection } from '../components/home/CommunitiesSection.tsx';
import { ContactBanner } from '../components/home/ContactBanner.tsx';
import { HeroSection } from '../components/home/HeroSection.tsx';
import { ProductsGallery } from '../components/home/ProductsGallery.tsx';
import { ServicesSection } from '../components/home/ServicesSection.tsx';
import { SubscribeForm } from '../features/subscribe/index.ts';
import { routeMeta } from '../seo/headTags.ts';

/** /: the six home sections in the spec's order. */
export default function HomePage() {
  return (
    <>
      <AccountDeletedNotice />
      <HeroSection notify={<SubscribeForm topic="next-edition" surface="night" />} />
      <AboutSection />
      <ServicesSection />
      <ProductsGallery />
      <ContactBanner />
      <CommunitiesSection />
    </>
  );
}

export const meta = routeMeta('home');

export function ErrorBoundary() {
  return <RouteError />;
}
