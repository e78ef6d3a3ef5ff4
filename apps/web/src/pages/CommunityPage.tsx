import { AGENCY } from '@apex/core';
import { CommunitiesSection } from '../components/home/CommunitiesSection.tsx';
import { ProductGrid } from '../components/home/ProductGrid.tsx';
import { Section } from '../components/ui/Section.tsx';
import { paths } from '../routes/paths.ts';
import { PageMeta } from '../seo/PageMeta.tsx';

/** /community: the people we build for, and where to learn with them. */
export default function CommunityPage() {
  return (
    <>
      <PageMeta
        title="Our Communities"
        description={`Students, parents, schools and builders: the communities ${AGENCY.name} serves.`}
        path={paths.community.path}
      />
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
