import { PolicyArticle } from '../components/policy/PolicyArticle.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import type { PolicyDocument } from '../content/policies.ts';
import { PageMeta } from '../seo/PageMeta.tsx';

/** A static policy page: terms, privacy, shipping, refunds. */
export default function PolicyPage({ document, path }: { document: PolicyDocument; path: string }) {
  return (
    <>
      <PageMeta title={document.title} description={document.summary} path={path} />
      <PageIntro eyebrow="Policies" title={document.title} lead={document.summary} />
      <Container>
        <PolicyArticle document={document} />
      </Container>
    </>
  );
}
