import { RouteError } from '../components/errors/RouteError.tsx';
import { ContactBanner } from '../components/home/ContactBanner.tsx';
import { ServicesSection } from '../components/home/ServicesSection.tsx';
import { routeMeta } from '../seo/headTags.ts';

/** /services: the services grid as a page of its own. */
export default function ServicesPage() {
  return (
    <>
      <ServicesSection asPage />
      <ContactBanner />
    </>
  );
}

export const meta = routeMeta('services');

export function ErrorBoundary() {
  return <RouteError />;
}
