import { AGENCY } from '@apex/core';
import { ProductGrid } from '../components/home/ProductGrid.tsx';
import { ServicesSection } from '../components/home/ServicesSection.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { paths } from '../routes/paths.ts';
import { PageMeta } from '../seo/PageMeta.tsx';

/** /work: what we have made: our products, and the services behind them. */
export default function WorkPage() {
  return (
    <>
      <PageMeta
        title="Our Work"
        description={`The products ${AGENCY.name} builds and runs: the Apex exam and three blockchain courses.`}
        path={paths.work.path}
      />
      <PageIntro
        eyebrow="Work"
        title="Our Work"
        lead="Products we build and run ourselves, from a national exam to blockchain courses."
      >
        <ButtonLink to={paths.apex.getHref()} variant="accent" arrow>
          See the Apex exam
        </ButtonLink>
      </PageIntro>
      <Container>
        <ProductGrid />
      </Container>
      <ServicesSection />
    </>
  );
}
