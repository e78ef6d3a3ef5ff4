import { PolicyArticle } from '../components/policy/PolicyArticle.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import type { PolicyDocument } from '../content/policies.ts';

/** A static policy page: terms, privacy, shipping, refunds. */
export default function PolicyPage({ document }: { document: PolicyDocument }) {
  return (
    <>
      <PageIntro eyebrow="Policies" title={document.title} lead={document.summary} />
      <Container>
        <PolicyArticle document={document} />
      </Container>
    </>
  );
}
