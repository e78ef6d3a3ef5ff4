import { EXAM } from '@apex/core';
import { RouteError } from '../components/errors/RouteError.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { Practice, practiceGradeOf } from '../features/practice/index.ts';
import { useMessages } from '../hooks/useMessages.ts';
import { usePageQuery } from '../hooks/usePageQuery.ts';
import { routeMeta } from '../seo/headTags.ts';

/**
 * /apex/practice: a short practice paper per grade (issue 40 step 6), no account, checked on the
 * device. The grade is in the query (`?grade=7`); the prerendered page offers the grades.
 */
export default function PracticePage() {
  const text = useMessages().practice;
  const grade = practiceGradeOf(usePageQuery().get('grade'));
  return (
    <>
      <PageIntro
        eyebrow={EXAM.name}
        title={text.heading}
        lead={text.intro({ minutes: String(10) })}
      />
      <Container>
        <Practice grade={grade} />
      </Container>
    </>
  );
}

export const meta = routeMeta('practice');

export function ErrorBoundary() {
  return <RouteError />;
}
