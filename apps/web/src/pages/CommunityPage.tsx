import { CommunitiesSection } from '../components/home/CommunitiesSection.tsx';
import { ProductGrid } from '../components/home/ProductGrid.tsx';
import { Section } from '../components/ui/Section.tsx';

/** /community: the people we build for, and where to learn with them. */
export default function CommunityPage() {
  return (
    <>
      <CommunitiesSection asPage />
      <Section
        heading="Learn with the community"
        eyebrow="Courses"
        intro="Our blockchain courses bring beginners and working developers together."
      >
        <ProductGrid />
      </Section>
    </>
  );
}
