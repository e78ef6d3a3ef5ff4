import { RouteError } from '../components/errors/RouteError.tsx';
import { PolicyArticle } from '../components/policy/PolicyArticle.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { POLICY_DOCUMENTS, POLICY_PAGE_COPY } from '../content/policies.ts';
import type { PolicyId } from '../content/policyHeads.ts';
import { useLocalized } from '../hooks/useLocalized.ts';
import { useRouteId } from '../hooks/useRouteId.ts';
import { type MatchedHeadArgs, matchedRouteId, metaFor } from '../seo/headTags.ts';

/** The policy pages' route ids, each its policy's id (src/routes/paths.ts). */
const POLICY_ROUTES = [
  'terms',
  'privacy',
  'shipping',
  'refund',
] as const satisfies readonly PolicyId[];
type PolicyRouteId = (typeof POLICY_ROUTES)[number];

function policyOf(id: string | undefined): PolicyRouteId {
  const policy = POLICY_ROUTES.find((candidate) => candidate === id);
  if (policy === undefined) throw new Error(`No policy page for the route ${id}`);
  return policy;
}

/** /termsandconditions, /privacypolicy, /shipping, /refund: one route module for the four. */
export default function PolicyRoute() {
  return <PolicyPage policyId={policyOf(useRouteId())} />;
}

export const meta = (args: MatchedHeadArgs) => metaFor(args, policyOf(matchedRouteId(args)));

export function ErrorBoundary() {
  return <RouteError />;
}

/** A static policy page: terms, privacy, shipping, refunds. */
export function PolicyPage({ policyId }: { policyId: PolicyId }) {
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
