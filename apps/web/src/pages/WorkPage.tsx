import { RouteError } from '../components/errors/RouteError.tsx';
import { ProductGrid } from '../components/home/ProductGrid.tsx';
import { ServicesSection } from '../components/home/ServicesSection.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { SITE_COPY } from '../content/siteCopy.ts';
import { useLocalized } from '../hooks/useLocalized.ts';
import { routes } from '../routes/paths.ts';
import { routeMeta } from '../seo/headTags.ts';

/** /work: what we have made: our products, and the services behind them. */
export default function WorkPage() {
  const copy = useLocalized(SITE_COPY);
  return (
    <>
      <PageIntro eyebrow={copy.workEyebrow} title={copy.workTitle} lead={copy.workLead}>
        <ButtonLink to={routes.apex.getHref()} variant="accent" arrow>
          {copy.seeApex}
        </ButtonLink>
      </PageIntro>
      <Container>
        {/* Straight under the page's h1: each product is a section of the page. */}
        <ProductGrid headingLevel="h2" />
      </Container>
      <ServicesSection />
    </>
  );
}

export const meta = routeMeta('work');

export function ErrorBoundary() {
  return <RouteError />;
}
