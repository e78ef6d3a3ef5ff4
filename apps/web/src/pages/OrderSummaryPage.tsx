import { COURSES, findCourse, formatRupees, isCourseLevel } from '@apex/core';
import { Link } from 'react-router';
import { CourseTitle } from '../components/course/CourseTitle.tsx';
import { RouteError } from '../components/errors/RouteError.tsx';
import { PolicyArticle } from '../components/policy/PolicyArticle.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { QueryPending } from '../components/ui/QueryPending.tsx';
import { CHECKOUT_POLICY, ORDER_COPY } from '../content/policies.ts';
import { useLocalized } from '../hooks/useLocalized.ts';
import { usePageQuery } from '../hooks/usePageQuery.ts';
import { useSiteHref } from '../hooks/useSiteHref.ts';
import { routes } from '../routes/paths.ts';
import { routeMeta } from '../seo/headTags.ts';
import styles from './OrderSummaryPage.module.css';

/**
 * /ordersummary: where Continue To Payment leads. With `?course=<level>` it shows that course and
 * its price above the checkout policy; without one, the policy alone. No payment is taken.
 */
export default function OrderSummaryPage() {
  const siteHref = useSiteHref();
  const params = usePageQuery();
  const policy = useLocalized(CHECKOUT_POLICY);
  const copy = useLocalized(ORDER_COPY);
  const level = params.get('course') ?? '';
  const course = isCourseLevel(level) ? findCourse(level) : undefined;
  return (
    <>
      <QueryPending param="course" values={COURSES.map((entry) => entry.level)} />
      <PageIntro
        eyebrow={copy.eyebrow}
        title={course ? copy.orderSummary : policy.title}
        lead={policy.summary}
      />
      <Container>
        {course ? (
          <section className={styles.summary} aria-labelledby="order-heading">
            <div>
              <h2 id="order-heading">{copy.yourOrder}</h2>
              <p className={styles.course}>
                <CourseTitle title={course.title} />
              </p>
            </div>
            <p className={styles.price}>{formatRupees(course.priceRupees)}</p>
            <p className={styles.change}>
              <Link to={siteHref(routes[course.level].getHref())}>{copy.backToCourse}</Link>
            </p>
          </section>
        ) : null}
        <PolicyArticle document={policy} />
      </Container>
    </>
  );
}

export const meta = routeMeta('orderSummary');

export function ErrorBoundary() {
  return <RouteError />;
}
