import { type Course, formatRupees, POLICIES } from '@apex/core';
import { routes } from '../../routes/routes.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import styles from './CoursePrice.module.css';

/** The course's price and the Continue To Payment link to its order summary. */
export function CoursePrice({ course }: { course: Course }) {
  return (
    <aside className={styles.card} aria-label="Price">
      <p className={styles.label}>Course fee</p>
      <p className={styles.price}>{formatRupees(course.priceRupees)}</p>
      <ButtonLink to={routes.orderSummary.getHref(course.level)} arrow>
        Continue To Payment
      </ButtonLink>
      <p className={styles.note}>
        No payment is taken on this site. {POLICIES.moneyBackGuaranteeDays}-day money-back
        guarantee.
      </p>
    </aside>
  );
}
