import { type Course, formatRupees, POLICIES } from '@apex/core';
import { COURSE_PAGE_COPY } from '../../content/courseContent.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import { routes } from '../../routes/paths.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import styles from './CoursePrice.module.css';

/** The course's price and the Continue To Payment link to its order summary. */
export function CoursePrice({ course }: { course: Course }) {
  const copy = useLocalized(COURSE_PAGE_COPY);
  return (
    <aside className={styles.card} aria-label={copy.price}>
      <p className={styles.label}>{copy.fee}</p>
      <p className={styles.price}>{formatRupees(course.priceRupees)}</p>
      <ButtonLink to={routes.orderSummary.getHref(course.level)} arrow>
        {copy.continueToPayment}
      </ButtonLink>
      <p className={styles.note}>{copy.noPayment(POLICIES.moneyBackGuaranteeDays)}</p>
    </aside>
  );
}
