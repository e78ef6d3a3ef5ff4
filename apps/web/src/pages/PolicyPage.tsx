import { PolicyArticle } from '../components/policy/PolicyArticle.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { POLICY_PAGE_COPY, type PolicyDocument } from '../content/policies.ts';
import type { Localized } from '../hooks/useLocalized.ts';
import { useLocalized } from '../hooks/useLocalized.ts';

/** A static policy page: terms, privacy, shipping, refunds. */
export default function PolicyPage({ document }: { document: Localized<PolicyDocument> }) {
  const policy = useLocalized(document);
  const copy = useLocalized(POLICY_PAGE_COPY);
  return (
    <>
      <PageIntro eyebrow={copy.eyebrow} title={policy.title} lead={policy.summary} />
      <Container>
        <PolicyArticle document={policy} />
      </Container>
    </>
  );
}
