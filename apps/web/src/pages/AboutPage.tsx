import { RouteError } from '../components/errors/RouteError.tsx';
import { AboutSection } from '../components/home/AboutSection.tsx';
import { CommunitiesSection } from '../components/home/CommunitiesSection.tsx';
import { routeMeta } from '../seo/headTags.ts';

/** /about: who we are, and the communities we serve. */
export default function AboutPage() {
  return (
    <>
      <AboutSection asPage />
      <CommunitiesSection />
    </>
  );
}

export const meta = routeMeta('about');

export function ErrorBoundary() {
  return <RouteError />;
}
