import { findCourse, formatRupees, isCourseLevel } from '@apex/core';
import { useSearchParams } from 'react-router-dom';
import { CourseTitle } from '../components/course/CourseTitle.tsx';
import { PolicyArticle } from '../components/policy/PolicyArticle.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { SiteLink } from '../components/ui/SiteLink.tsx';
import { CHECKOUT_POLICY, ORDER_COPY } from '../content/policies.ts';
import { useLocalized } from '../hooks/useLocalized.ts';
import { routes } from '../routes/routes.tsx';
import styles from './OrderSummaryPage.module.css';

/**
 * /ordersummary: where Continue To Payment leads. With `?course=<level>` it shows that course and
 * its price above the checkout policy; without one, the policy alone. No payment is taken.
 */
export default function OrderSummaryPage() {
  const [params] = useSearchParams();
  const policy = useLocalized(CHECKOUT_POLICY);
  const copy = useLocalized(ORDER_COPY);
  const level = params.get('course') ?? '';
  const course = isCourseLevel(level) ? findCourse(level) : undefined;
  return (
    <>
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
              <SiteLink to={routes[course.level].getHref()}>{copy.backToCourse}</SiteLink>
            </p>
          </section>
        ) : null}
        <PolicyArticle document={policy} />
      </Container>
    </>
  );
}
