import { AboutSection } from '../components/home/AboutSection.tsx';
import { CommunitiesSection } from '../components/home/CommunitiesSection.tsx';

/** /about: who we are, and the communities we serve. */
export default function AboutPage() {
  return (
    <>
      <AboutSection asPage />
      <CommunitiesSection />
    </>
  );
}
