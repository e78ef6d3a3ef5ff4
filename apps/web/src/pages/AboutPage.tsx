import { AGENCY } from '@apex/core';
import { AboutSection } from '../components/home/AboutSection.tsx';
import { CommunitiesSection } from '../components/home/CommunitiesSection.tsx';
import { paths } from '../routes/paths.ts';
import { PageMeta } from '../seo/PageMeta.tsx';

/** /about: who we are, and the communities we serve. */
export default function AboutPage() {
  return (
    <>
      <PageMeta title="About Us" description={AGENCY.description} path={paths.about.path} />
      <AboutSection asPage />
      <CommunitiesSection />
    </>
  );
}
