import { RouteError } from '../components/errors/RouteError.tsx';
import { CommunitiesSection } from '../components/home/CommunitiesSection.tsx';
import { ProductGrid } from '../components/home/ProductGrid.tsx';
import { Section } from '../components/ui/Section.tsx';
import { SITE_COPY } from '../content/siteCopy.ts';
import { useLocalized } from '../hooks/useLocalized.ts';
import { routeMeta } from '../seo/headTags.ts';

/** /community: the people we build for, and where to learn with them. */
export default function CommunityPage() {
  const copy = useLocalized(SITE_COPY);
  return (
    <>
      <CommunitiesSection asPage />
      <Section heading={copy.learnHeading} eyebrow={copy.learnEyebrow} intro={copy.learnIntro}>
        <ProductGrid />
      </Section>
    </>
  );
}

export const meta = routeMeta('community');

export function ErrorBoundary() {
  return <RouteError />;
}
