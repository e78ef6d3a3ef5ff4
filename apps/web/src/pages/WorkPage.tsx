import { ProductGrid } from '../components/home/ProductGrid.tsx';
import { ServicesSection } from '../components/home/ServicesSection.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { routes } from '../routes/routes.tsx';

/** /work: what we have made: our products, and the services behind them. */
export default function WorkPage() {
  return (
    <>
      <PageIntro
        eyebrow="Work"
        title="Our Work"
        lead="Products we build and run ourselves, from a national exam to blockchain courses."
      >
        <ButtonLink to={routes.apex.getHref()} variant="accent" arrow>
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
