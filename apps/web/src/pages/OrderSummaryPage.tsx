import { findCourse, formatRupees, isCourseLevel } from '@apex/core';
import { Link, useSearchParams } from 'react-router-dom';
import { PolicyArticle } from '../components/policy/PolicyArticle.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { CHECKOUT_POLICY } from '../content/policies.ts';
import { routes } from '../routes/routes.tsx';
import styles from './OrderSummaryPage.module.css';

/**
 * /ordersummary: where Continue To Payment leads. With `?course=<level>` it shows that course and
 * its price above the checkout policy; without one, the policy alone. No payment is taken.
 */
export default function OrderSummaryPage() {
  const [params] = useSearchParams();
  const level = params.get('course') ?? '';
  const course = isCourseLevel(level) ? findCourse(level) : undefined;
  return (
    <>
      <PageIntro
        eyebrow="Checkout"
        title={course ? 'Order summary' : CHECKOUT_POLICY.title}
        lead={CHECKOUT_POLICY.summary}
      />
      <Container>
        {course ? (
          <section className={styles.summary} aria-labelledby="order-heading">
            <div>
              <h2 id="order-heading">Your order</h2>
              <p className={styles.course}>{course.title}</p>
            </div>
            <p className={styles.price}>{formatRupees(course.priceRupees)}</p>
            <p className={styles.change}>
              <Link to={routes[course.level].getHref()}>Back to the course</Link>
            </p>
          </section>
        ) : null}
        <PolicyArticle document={CHECKOUT_POLICY} />
      </Container>
    </>
  );
}
