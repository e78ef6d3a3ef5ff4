import { PolicyArticle } from '../components/policy/PolicyArticle.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { POLICY_DOCUMENTS, POLICY_PAGE_COPY } from '../content/policies.ts';
import type { PolicyId } from '../content/policyHeads.ts';
import { useLocalized } from '../hooks/useLocalized.ts';

/** A static policy page: terms, privacy, shipping, refunds. */
export default function PolicyPage({ policyId }: { policyId: PolicyId }) {
  const policy = useLocalized(POLICY_DOCUMENTS[policyId]);
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
